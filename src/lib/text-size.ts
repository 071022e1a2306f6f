import { site } from '@/config/site';
import { ui } from '@/config/ui';
import { writeStoredValue } from './storage';
import { createStore } from './store';

export type TextSizeId = (typeof ui.textSizes)[number]['id'];

const isTextSize = (value: unknown): value is TextSizeId => ui.textSizes.some((size) => size.id === value);

/**
 * The chosen text size lives on <html data-text-size>, where the boot script in the page head
 * puts the saved choice before the first paint; CSS scales the root font size from it.
 */
export const textSize = createStore<TextSizeId>(() => {
  const value = document.documentElement.dataset.textSize;
  return isTextSize(value) ? value : 'normal';
});

export function setTextSize(size: TextSizeId): void {
  document.documentElement.dataset.textSize = size;
  writeStoredValue(site.storageKeys.textSize, size);
  textSize.set(size);
}

/** The desktop-nav media query at the current text size. */
export function desktopNavQuery(): string {
  const size = ui.textSizes.find((entry) => entry.id === textSize.get()) ?? ui.textSizes[0];
  return `(min-width: ${size.desktopNavMinRem}rem)`;
}
