import { useEffect } from 'react';

export const PRODUCT_NAME = 'Receiptbox';

export interface PageMeta {
  /** Page title without the product name; omit for the product name alone. */
  title?: string;
  description: string;
}

/** 'Title - Receiptbox', or 'Receiptbox' alone (SPEC §2). */
export const pageTitle = (title?: string): string => (title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME);

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the document title, meta description and Open Graph tags of the current page. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.href);
  }, [title, description]);
}
