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
 * Whether an address is a placeholder: on the `.example` top-level domain, which RFC 2606 keeps for
 * examples (the build's sample forms and payment pages are there). Such a target is marked as a sample.
 */
export function isPlaceholderAddress(href: string): boolean {
  try {
    const { hostname } = new URL(href);
    return hostname === 'example' || hostname.endsWith('.example');
  } catch {
    return false;
  }
}
