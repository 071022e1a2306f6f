import { ui } from '@/config/ui';
import { languages } from '@/config/languages';
import { pages, pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import { waitInPage, type EngineSession } from './session';

/**
 * Focus always in view (WCAG 2.4.11), walked with the keyboard in WebKit and Firefox (Chromium's
 * sweep by script is focus-every-page.spec.ts): going backwards with Shift+Tab from the foot of
 * every page to its first control, at the largest text, and on the pages the usability review
 * found it on (the Korean home page and the Japanese FAQ) backwards and forwards at the smallest
 * and the largest text, no focused control ends up under the fixed header or below the window.
 */
const desktop = { width: 1280, height: 800 };
const smallest = ui.textSizes[0].id;
const largest = ui.textSizes.at(-1)?.id ?? smallest;

type Place = { name: string; top: number; bottom: number; headerBottom: number; height: number };

/**
 * Once the browser has drawn the focus (its own scroll to the focus, and the app's, land in the
 * next frame on a busy machine): where the focused control is, against the header's bottom and
 * the window (null when it sits in a fixed layer: the header itself, the back-to-top button), and
 * whether it is the last control a walk in this direction reaches in the page. One call a step:
 * each call to the browser costs a round trip through its driver.
 */
function afterStep(key: 'Tab' | 'Shift+Tab'): Promise<{ place: Place | null; atTheEnd: boolean }> {
  const place = (): Place | null => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    for (let element: Element | null = focused; element; element = element.parentElement)
      if (getComputedStyle(element).position === 'fixed') return null;
    const box = focused.getBoundingClientRect();
    // A visually hidden control (the skip link while the window is not the active one) draws nothing.
    if (box.width <= 1 || box.height <= 1) return null;
    const header = document.querySelector('header')?.getBoundingClientRect();
    return {
      name: `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`,
      top: box.top,
      bottom: box.bottom,
      headerBottom: header?.bottom ?? 0,
      height: window.innerHeight,
    };
  };
  const atTheEnd = (): boolean => {
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), summary, input:not([type="hidden"]), select, textarea, [tabindex]',
      ),
    ].filter((control) => control.tabIndex >= 0 && control.getClientRects().length > 0);
    return document.activeElement === (key === 'Tab' ? tabbable.at(-1) : tabbable[0]);
  };
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve({ place: place(), atTheEnd: atTheEnd() }))),
  );
}

/**
 * Walks the focus with the key from where it is, at most `steps` times or to the page's end: what
 * it found hidden, how many controls in the page it reached, and whether it reached the end.
 */
async function walk(
  session: EngineSession,
  key: 'Tab' | 'Shift+Tab',
  steps: number,
): Promise<{ hidden: string[]; reached: number; ended: boolean }> {
  const hidden: string[] = [];
  let reached = 0;
  for (let step = 0; step < steps; step++) {
    await session.press(key);
    const { place, atTheEnd } = await session.evaluate(afterStep, key);
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
    if (atTheEnd) return { hidden, reached, ended: true };
  }
  return { hidden, reached, ended: false };
}

/**
 * Opens the page at the text size, scrolled to its foot, the focus on the footer's first link:
 * the next Shift+Tab reaches the last control above it. Waits for the app's help to keep the
 * focus clear of the header, which comes with the back-to-top link and hydrates after the page
 * (components/layout/use-focus-in-view.ts).
 */
async function openAtTheFoot(session: EngineSession, path: string, textSize: string): Promise<void> {
  await session.open(path, desktop);
  await session.evaluate((size) => {
    document.documentElement.dataset.textSize = size;
    // The browser's own scroll to the focus, at once rather than smoothly, so its end is what is read.
    document.documentElement.style.scrollBehavior = 'auto';
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    document.querySelector<HTMLElement>('footer a[href]')?.focus();
  }, textSize);
  await waitInPage(
    session,
    () => {
      const link = document.querySelector('[data-testid="back-to-top"]');
      return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    'the back-to-top link to hydrate',
  );
}

/** Every page, each in one of the five languages in turn. */
const everyPage = pages.map(({ id }, index) => pathFor(id, (languages[index % languages.length] ?? languages[0]).code));

test(`every page, backwards from its foot to its first control at the largest text: the focused control is never under the header (${everyPage.join(', ')})`, async ({
  withScripts,
}) => {
  test.setTimeout(300_000);
  const hidden: string[] = [];
  for (const path of everyPage) {
    await openAtTheFoot(withScripts, path, largest);
    const backwards = await walk(withScripts, 'Shift+Tab', 300);
    hidden.push(...backwards.hidden.map((entry) => `${path}: ${entry}`));
    if (!backwards.ended) hidden.push(`${path}: Shift+Tab did not reach the first control in 300 steps`);
  }
  expect(hidden).toEqual([]);
});

/** How far each walk of the review's pages goes: past the lower half of the Korean home page. */
const steps = 45;

for (const path of [pathFor('home', 'ko'), pathFor('faq', 'ja')]) {
  test(`${path}: the focused control is never under the header, backwards or forwards, at every text size`, async ({
    withScripts,
  }) => {
    test.setTimeout(180_000);
    const hidden: string[] = [];
    for (const size of [smallest, largest]) {
      await openAtTheFoot(withScripts, path, size);
      // Two screens down, the back-to-top link floats: a fixed layer the focus passes through too.
      await waitInPage(
        withScripts,
        () => document.querySelector('[data-testid="back-to-top"][data-floating]') !== null,
        undefined,
        'the back-to-top link to float',
      );
      const backwards = await walk(withScripts, 'Shift+Tab', steps);
      await withScripts.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        document.querySelector<HTMLElement>('main')?.focus();
      }, undefined);
      const forwards = await walk(withScripts, 'Tab', steps);
      for (const [key, { hidden: found, reached }] of [
        ['Shift+Tab', backwards],
        ['Tab', forwards],
      ] as const) {
        hidden.push(...found.map((entry) => `${size}: ${entry}`));
        // A walk that reached almost nothing would prove nothing.
        if (reached < 10) hidden.push(`${size}: ${key} reached only ${reached} controls in the page`);
      }
    }
    expect(hidden).toEqual([]);
  });
}
