import { site } from '@/config/site';

/**
 * The pre-order form's address. The contact goes along only when the operator names a prefill
 * parameter (VITE_PREORDER_PREFILL_PARAM), and then URL-encoded, never raw.
 */
export function preorderUrl(contact?: string): string {
  if (!contact || !site.preorderPrefillParam) return site.preorderUrl;
  const url = new URL(site.preorderUrl);
  url.searchParams.set(site.preorderPrefillParam, contact);
  return url.toString();
}

/** Opens a URL in a new tab without giving it a handle on this page; false when the browser blocks it. */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
