import { ui } from '@/config/ui';
import { waitInPage, type EngineSession } from './session';

/**
 * The keyboard walk of the focus-in-view specs (WCAG 2.4.11): Tab or Shift+Tab pressed through a
 * page, each control the focus reaches read once the browser has drawn it, against the fixed
 * header and the window.
 */
const desktop = { width: 1280, height: 800 };
export const smallest = ui.textSizes[0].id;
export const largest = ui.textSizes.at(-1)?.id ?? smallest;

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
export async function walk(
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
 * (layout/use-focus-in-view.ts).
 */
export async function openAtTheFoot(session: EngineSession, path: string, textSize: string): Promise<void> {
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

/** How far a walk both ways goes: past the lower half of the Korean home page. */
const bothWaysSteps = 45;

/**
 * The review's walk (it found the focus under the header on the Korean home page and the Japanese
 * FAQ): at the text size, backwards with Shift+Tab from the foot (going up, the back-to-top link
 * floats where nothing lies under it: a fixed layer the focus passes by), then forwards with Tab
 * from the top. What it found hidden, and a walk that reached almost nothing, which would prove
 * nothing.
 */
export async function walkBothWays(session: EngineSession, path: string, textSize: string): Promise<string[]> {
  await openAtTheFoot(session, path, textSize);
  const backwards = await walk(session, 'Shift+Tab', bothWaysSteps);
  await session.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.querySelector<HTMLElement>('main')?.focus();
  }, undefined);
  const forwards = await walk(session, 'Tab', bothWaysSteps);
  return (
    [
      ['Shift+Tab', backwards],
      ['Tab', forwards],
    ] as const
  ).flatMap(([key, { hidden, reached }]) => [
    ...hidden.map((entry) => `${path}, ${textSize}: ${entry}`),
    ...(reached < 10 ? [`${path}, ${textSize}: ${key} reached only ${reached} controls in the page`] : []),
  ]);
}
