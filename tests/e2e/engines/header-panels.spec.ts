import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import { layoutFindings } from './layout-check';
import { waitInPage } from './session';

/**
 * Every menu, list and panel of the header, opened in turn, in every language at 320, 390 and
 * 1280 px, in each engine: it opens inside the window, and none of its labels breaks inside a
 * word or phrase or is narrower than its text (the text-size panel once squeezed "100%" into
 * "10 / 0%"). With ENGINE_SCREENSHOTS=<folder>, each open state is also saved as a picture.
 */
const panels = [
  {
    name: 'language list',
    trigger: 'header details:has(a[hreflang]) > summary',
    panel: 'header details:has(a[hreflang]) > ul',
  },
  { name: 'menu', trigger: 'header details:has(nav) > summary', panel: 'header details:has(nav) > nav' },
  { name: 'text size', trigger: 'header button[aria-controls]', panel: 'header [role="group"]' },
] as const;
const widths = [1280, 390, 320] as const;
const screenshots = process.env.ENGINE_SCREENSHOTS;

/** Whether the first element the selector finds is on screen. */
function shown(selector: string): boolean {
  const element = document.querySelector(selector);
  return (
    !!element && element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().width > 1
  );
}

/** The part of the panel outside the window, in px (0 when it fits). */
function outsideWindow(selector: string): number {
  const element = document.querySelector(selector);
  if (!element) return Infinity;
  const box = element.getBoundingClientRect();
  return Math.max(0, -box.left, box.right - document.documentElement.clientWidth);
}

for (const { code: language } of languages) {
  test(`the header's menus, lists and panels in ${language}, each open, at ${widths.join(', ')} px`, async ({
    withScripts,
    engine,
  }) => {
    test.setTimeout(120_000);
    const findings: string[] = [];
    let opened = 0;
    for (const width of widths) {
      await withScripts.open(pathFor('home', language), { width, height: 800 });
      for (const { name, trigger, panel } of panels) {
        if (!(await withScripts.evaluate(shown, trigger))) continue;
        await withScripts.click(trigger);
        await waitInPage(withScripts, shown, panel, `the ${name} to open`);
        opened += 1;
        const where = `${name} at ${width}px`;
        const outside = await withScripts.evaluate(outsideWindow, panel);
        if (outside > 0.5) findings.push(`${where}: ${outside}px outside the window`);
        for (const finding of await layoutFindings(withScripts, language, { scope: 'header' }))
          findings.push(`${where}: ${finding}`);
        if (screenshots) {
          mkdirSync(screenshots, { recursive: true });
          await withScripts.screenshot(
            join(screenshots, `${engine}-${language}-${width}-${name.replace(' ', '-')}.png`),
          );
        }
        await withScripts.press('Escape');
        await waitInPage(
          withScripts,
          (selector) => !document.querySelector(selector)?.checkVisibility(),
          panel,
          `the ${name} to close`,
        );
      }
    }
    // Desktop: the language list and the text size; each phone width: those and the menu.
    expect(opened).toBe(8);
    expect(findings).toEqual([]);
  });
}
