import { ui } from '@/config/ui';
import { pages, pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';

/**
 * Every page, at a phone's width and a desktop's, at the largest text: each control of the page
 * focused in turn from the foot up, as going backwards reaches them, must land clear of the header.
 * Chromium scrolls to a control focused from a script as it does to one reached with the keyboard,
 * so one call in the page checks them all; WebKit driven over WebDriver does not scroll for a
 * script's focus, and Firefox headless has no focused window, so there the keyboard walk of
 * focus-in-view.spec.ts is the check (playwright.config.ts runs this file in Chromium).
 */
function focusEachFromTheFoot(): string[] {
  document.documentElement.style.scrollBehavior = 'auto';
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  const header = document.querySelector('header');
  const controls = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main summary, main input')]
    .filter((control) => control.getClientRects().length > 0)
    .reverse();
  const hidden: string[] = [];
  for (const control of controls) {
    control.focus();
    if (document.activeElement !== control) continue;
    const box = control.getBoundingClientRect();
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    if (box.top < headerBottom - 1)
      hidden.push(
        `${control.tagName.toLowerCase()} "${(control.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" at ${Math.round(box.top)} px (header ends at ${Math.round(headerBottom)})`,
      );
  }
  return hidden;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`every page at ${viewport.width} px and the largest text: a control reached going backwards is never under the header`, async ({
    withScripts,
  }) => {
    test.setTimeout(240_000);
    const hidden: string[] = [];
    for (const path of [
      ...pages.map(({ id }) => pathFor(id, 'en')),
      pathFor('home', 'ja'),
      pathFor('pricing', 'zh-TW'),
    ]) {
      await withScripts.open(path, viewport);
      await withScripts.evaluate(
        (textSize) => {
          document.documentElement.dataset.textSize = textSize;
        },
        ui.textSizes.at(-1)?.id ?? ui.textSizes[0].id,
      );
      hidden.push(...(await withScripts.evaluate(focusEachFromTheFoot, undefined)).map((entry) => `${path}: ${entry}`));
    }
    expect(hidden).toEqual([]);
  });
}
