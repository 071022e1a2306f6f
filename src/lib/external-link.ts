/**
 * A hosted form's address with the visitor's contact under the operator's prefill parameter. The
 * contact goes along only when the operator names a parameter for that form, and then
 * URL-encoded, never raw.
 */
export function withContact(formUrl: string, prefillParam: string, contact?: string): string {
  if (!contact || !prefillParam) return formUrl;
  const url = new URL(formUrl);
  url.searchParams.set(prefillParam, contact);
  return url.toString();
}

/** Opens a URL in a new tab without giving it a handle on this page; false when the browser blocks it. */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
