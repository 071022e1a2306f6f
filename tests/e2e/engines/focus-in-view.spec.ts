import { ui } from '@/config/ui';
import { pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import type { EngineSession } from './session';

/**
 * Focus always in view (WCAG 2.4.11): going backwards with Shift+Tab from the foot of a long page,
 * and forwards from its top, no focused control ends up under the fixed header or below the
 * window, at the smallest and the largest text size. The pages the usability review found it on:
 * the Korean home page and the Japanese FAQ.
 */
const desktop = { width: 1280, height: 800 };
const steps = 45;

/** Where the focused control is, against the header's bottom and the window; null when it sits in a fixed layer (the header itself, the back-to-top button). */
function focusedPlace(): { name: string; top: number; bottom: number; headerBottom: number; height: number } | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  for (let element: Element | null = focused; element; element = element.parentElement)
    if (getComputedStyle(element).position === 'fixed') return null;
  const box = focused.getBoundingClientRect();
  // A visually hidden control (the skip link while the window is not the active one) draws nothing.
  if (box.width <= 1 || box.height <= 1) return null;
  const header = document.querySelector('body > div > header, header')?.getBoundingClientRect();
  return {
    name: `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`,
    top: box.top,
    bottom: box.bottom,
    headerBottom: header?.bottom ?? 0,
    height: window.innerHeight,
  };
}

async function walk(session: EngineSession, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const hidden: string[] = [];
  for (let step = 0; step < steps; step++) {
    await session.press(key);
    const place = await session.evaluate(focusedPlace, undefined);
    if (!place) continue;
    // A control taller than the window below the header cannot be whole in view; its top must be.
    if (place.top < place.headerBottom - 1 || (place.bottom > place.height + 1 && place.top > place.headerBottom))
      hidden.push(
        `${key} ${place.name} at ${Math.round(place.top)}–${Math.round(place.bottom)} px (header ends at ${Math.round(place.headerBottom)})`,
      );
  }
  return hidden;
}

for (const path of [pathFor('home', 'ko'), pathFor('faq', 'ja')]) {
  test(`${path}: the focused control is never under the header, backwards or forwards, at every text size`, async ({
    withScripts,
  }) => {
    test.setTimeout(180_000);
    const hidden: string[] = [];
    for (const size of [ui.textSizes[0].id, ui.textSizes.at(-1)?.id ?? ui.textSizes[0].id]) {
      await withScripts.open(path, desktop);
      await withScripts.evaluate((textSize) => {
        document.documentElement.dataset.textSize = textSize;
        // The browser's own scroll to the focus, at once rather than smoothly, so its end is what is read.
        document.documentElement.style.scrollBehavior = 'auto';
        // Backwards from the foot of the page: the focus starts after the last control.
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const controls = [...document.querySelectorAll<HTMLElement>('main a[href], main button')];
        controls.at(-1)?.focus();
      }, size);
      hidden.push(...(await walk(withScripts, 'Shift+Tab')).map((entry) => `${size}: ${entry}`));
      await withScripts.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        document.querySelector<HTMLElement>('main')?.focus();
      }, undefined);
      hidden.push(...(await walk(withScripts, 'Tab')).map((entry) => `${size}: ${entry}`));
    }
    expect(hidden).toEqual([]);
  });
}
