import type { ReactNode } from 'react';
import { type PageMeta, usePageMeta } from '../lib/page-meta';

/** Wraps a page: sets its title and meta tags, renders its content. */
export function Page({ children, ...meta }: PageMeta & { children: ReactNode }) {
  usePageMeta(meta);
  return <>{children}</>;
}
