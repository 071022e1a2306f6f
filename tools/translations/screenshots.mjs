// `npm run screenshots`: for translators, one picture of every page in every language at phone and
// desktop width, from the production build in dist/ (built first by the npm script), with every
// answer of the page shown, so a translation tool can show where each string appears.
// Writes screenshots/<language segment>/<page>-phone.png and -desktop.png.
/* global document */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium, chromiumFlags } from '../browsers/find-browser.mjs';
import { importProjectModule, root } from '../prerender/project-module.mjs';
import { createDistServer, listen } from '../server/serve-dist.mjs';

export const screenshotWidths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** Every picture to take: each page of each language (the prefixed routes) at each width, with its file name. */
export function screenshotPlan(routes) {
  return routes
    .filter((route) => route.language !== undefined)
    .flatMap((route) =>
      screenshotWidths.map((width) => ({
        path: route.path,
        viewport: width.viewport,
        file: `${route.path.split('/')[1]}/${route.page}-${width.name}.png`,
      })),
    );
}

/**
 * Shows every answer of the page, as its printed version does (the stylesheet's `::details-content`
 * rule for print): the app keeps one answer open at a time, so opening them one by one would not
 * last. Then loads every image, lazy ones included. The page's context needs `bypassCSP`: the
 * site's policy allows no inline style.
 */
export async function showEverything(page) {
  await page.addStyleTag({ content: 'main details::details-content { content-visibility: visible; }' });
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
    );
    await document.fonts.ready;
  });
}

async function main() {
  const outDir = join(root, 'screenshots');
  const { routes } = await importProjectModule('src/routing/routes.ts');
  const executablePath = await findChromium();
  if (!executablePath)
    throw new Error('No Chromium found: run node tools/browsers/find-browser.mjs (as root on Debian) first.');

  const server = createDistServer({ dist: join(root, 'dist') });
  const port = await listen(server, { port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  rmSync(outDir, { recursive: true, force: true });
  const shots = screenshotPlan(routes);
  const total = shots.length;

  async function worker() {
    for (let shot = shots.shift(); shot; shot = shots.shift()) {
      const context = await browser.newContext({ viewport: shot.viewport, reducedMotion: 'reduce', bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}${shot.path}`, { waitUntil: 'load' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await showEverything(page);
      mkdirSync(dirname(join(outDir, shot.file)), { recursive: true });
      await page.screenshot({ path: join(outDir, shot.file), fullPage: true });
      await context.close();
    }
  }

  try {
    await Promise.all([worker(), worker()]);
    console.log(`Wrote ${total} screenshots into ${outDir}`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
