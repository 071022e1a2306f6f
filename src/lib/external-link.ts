import { isReservedHost } from './reserved-domains';

/**
 * A hosted form's address with what the page knows of the visitor's choice (the partner tier, the
 * page's language) as query parameters, for the form's hidden fields.
 */
export function withQuery(formUrl: string, params: Readonly<Record<string, string>>): string {
  const url = new URL(formUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** Opens a URL in a new tab without giving it a handle on this page; false when the browser blocks it. */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}

/**
 * Whether an address is a placeholder: on a reserved example domain (reserved-domains.ts), where
 * the build's sample forms and payment pages are. Such a target is marked as a sample.
 */
export function isPlaceholderAddress(href: string, standIns: readonly string[] = []): boolean {
  try {
    return isReservedHost(new URL(href).hostname, standIns);
  } catch {
    return false;
  }
}
