import { useEffect } from 'react';
import { mailboxManifest } from './mailbox-manifest';

/**
 * Puts the mailbox's own manifest on the page while it is shown (SPEC §2), replacing any other,
 * so 'Add to Home Screen' installs this upload page under the mailbox's name.
 */
export function useMailboxManifest(mailbox: { id: string; name: string } | null | undefined): void {
  const id = mailbox?.id;
  const name = mailbox?.name;
  useEffect(() => {
    if (!id || name === undefined) return;
    const manifest = mailboxManifest({ id, name }, window.location.origin);
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(manifest)], { type: 'application/manifest+json' }),
    );
    const previous = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]'));
    for (const link of previous) link.remove();
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = url;
    link.dataset.mailboxManifest = id;
    document.head.append(link);
    return () => {
      link.remove();
      for (const old of previous) document.head.append(old);
      URL.revokeObjectURL(url);
    };
  }, [id, name]);
}
