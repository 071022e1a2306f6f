import { site } from '@/config/site';
import { ui } from '@/config/ui';
import { escapeHtml } from './html';
import { writeStoredValue } from './storage';

export type TextSizeId = (typeof ui.textSizes)[number]['id'];

const listeners = new Set<() => void>();
const isTextSize = (value: unknown): value is TextSizeId => ui.textSizes.some((size) => size.id === value);

/**
 * The chosen text size lives on <html data-text-size>, where the boot script in the page head
 * puts the saved choice before the first paint; CSS scales the root font size from it.
 */
export function currentTextSize(): TextSizeId {
  const value = document.documentElement.dataset.textSize;
  return isTextSize(value) ? value : 'normal';
}

export function setTextSize(size: TextSizeId): void {
  document.documentElement.dataset.textSize = size;
  writeStoredValue(site.storageKeys.textSize, size);
  listeners.forEach((listener) => listener());
}

export function subscribeToTextSize(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The desktop-nav media query at the current text size. */
export function desktopNavQuery(): string {
  const size = ui.textSizes.find((entry) => entry.id === currentTextSize()) ?? ui.textSizes[0];
  return `(min-width: ${size.desktopNavMinRem}rem)`;
}

/**
 * The inline script the prerender writes into <head>: it applies a saved size before the page
 * paints, and does nothing when storage is blocked or holds something else. It reads the storage
 * key and the sizes from its tag's data attributes, so its text (and its hash in the Content
 * Security Policy) does not change with the brand.
 */
export const textSizeBootScript =
  'try{var t=document.currentScript.dataset,s=localStorage.getItem(t.key);' +
  'if(s&&t.sizes.split(" ").indexOf(s)>=0)document.documentElement.dataset.textSize=s}catch(e){}';

/** The boot script's tag: the key, and every size but the normal one, which needs nothing. */
export function textSizeBootTag(): string {
  const sizes = ui.textSizes.slice(1).map((size) => size.id);
  return `<script data-key="${escapeHtml(site.storageKeys.textSize)}" data-sizes="${escapeHtml(sizes.join(' '))}">${textSizeBootScript}</script>`;
}
