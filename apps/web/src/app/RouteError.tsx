import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { usePageMeta } from '../lib/page-meta';
import { isStaleChunkError, reloadOnce } from '../lib/reload-on-stale-chunk';

/** Shown when a page fails to load (for instance a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  // A deploy replaced the page's chunk: a reload fetches the new build at this same address.
  const [reloading, setReloading] = useState(() => isStaleChunkError(error));
  useEffect(() => {
    if (reloading && !reloadOnce()) setReloading(false);
  }, [reloading]);
  usePageMeta({ title: 'Something went wrong', description: 'This page could not be shown.' });
  if (reloading) {
    return (
      <main id="main" className="container page-section narrow">
        <p role="status">Loading the latest version of Receiptbox…</p>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="container page-section narrow">
      <h1>Something went wrong</h1>
      <p>
        This page could not be shown{detail ? ` (${detail})` : ''}. Reload the page or go back to the start.
      </p>
      <p>
        <a className="button button-primary" href={paths.home.href()}>
          Go to the home page
        </a>{' '}
        <button type="button" className="button button-ghost" onClick={() => navigate(-1)}>
          Go back
        </button>
      </p>
    </main>
  );
}
