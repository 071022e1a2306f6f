import { ui } from '@/config/ui';
import { pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import { waitInPage, type EngineSession } from './session';

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

/** Whether the focus is on the last control a walk in this direction reaches in the page. */
function atTheEnd(key: 'Tab' | 'Shift+Tab'): boolean {
  const tabbable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), summary, input:not([type="hidden"]), select, textarea, [tabindex]',
    ),
  ].filter((control) => control.tabIndex >= 0 && control.getClientRects().length > 0);
  return document.activeElement === (key === 'Tab' ? tabbable.at(-1) : tabbable[0]);
}

async function walk(session: EngineSession, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const hidden: string[] = [];
  let reached = 0;
  for (let step = 0; step < steps; step++) {
    await session.press(key);
    // Where the focus is once the browser has drawn it: its own scroll to the focus, and the app's,
    // land in the next frame on a busy machine.
    await session.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      undefined,
    );
    const place = await session.evaluate(focusedPlace, undefined);
    if (place) reached += 1;
    // A control taller than the window below the header cannot be whole in view; its top must be.
    if (
      place &&
      (place.top < place.headerBottom - 1 || (place.bottom > place.height + 1 && place.top > place.headerBottom))
    )
      hidden.push(
        `${key} ${place.name} at ${Math.round(place.top)}–${Math.round(place.bottom)} px (header ends at ${Math.round(place.headerBottom)})`,
      );
    // The walk ends at the page's first or last control: one step more leaves the page for the
    // browser's own controls (in headless Firefox the page then gets no focus event again).
    if (await session.evaluate(atTheEnd, key)) break;
  }
  // A walk that reached almost nothing would prove nothing.
  if (reached < 10) hidden.push(`${key} reached only ${reached} controls in the page`);
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
      // Keeping the focus clear of the header comes with the back-to-top link, which hydrates after
      // the page (components/layout/use-focus-in-view.ts): the link floats, two screens down, once it has.
      await waitInPage(
        withScripts,
        () => document.querySelector('[data-testid="back-to-top"][data-floating]') !== null,
        undefined,
        'the back-to-top link to float',
      );
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
