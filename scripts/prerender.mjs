// Renders every row of the route table, in every language, to static HTML in dist/.
// Runs after `vite build` (client) and `vite build --ssr` (dist-ssr/entry-server.js).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad } from './build-manifest.mjs';
import { cspHash } from './deploy-config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

// Vite's script and modulepreload tags come out: the app loader starts the scripts after the
// first paint (src/app/app-loader.ts), with the page's own chunks preloaded alongside.
const template = (await readFile(join(dist, 'index.html'), 'utf8'))
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
  throw new Error('dist/index.html is not the client template: run `npm run build`, not the prerender step alone.');
}
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

const {
  render,
  prerenderTargets,
  pageSourceFile,
  renderWebManifest,
  textSizeBootTag,
  appLoaderTag,
  sitemapXml,
  robotsTxt,
} = await import(ssrEntry);

/** The loader for the page: the entry, and the page's own chunk and dictionary among the preloads. */
function pageLoader(target) {
  const { entry, preloads } = firstLoad(manifest, { pageSource: pageSourceFile(target.page), language: target.language });
  return appLoaderTag(`/${entry}`, preloads.map((file) => `/${file}`));
}

// Applies a saved text size before the first paint (issue 9 hashes it for the CSP).
const bootScript = textSizeBootTag();
/**
 * Fails the build if a page has an inline script whose hash the Content Security Policy in
 * dist/_headers does not list: browsers would refuse to run it.
 */
async function assertInlineScriptsAllowed(pageTexts) {
  const headers = await readFile(join(dist, '_headers'), 'utf8');
  const policy = headers.match(/Content-Security-Policy: (.*)/)?.[1] ?? '';
  const inlineScripts = new Set(
    pageTexts.flatMap((html) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1],
      ),
    ),
  );
  for (const script of inlineScripts) {
    if (!policy.includes(`'${cspHash(script)}'`)) {
      throw new Error(`An inline script is not allowed by dist/_headers; run \`npm run deploy-config\`:\n${script}`);
    }
  }
}

const targets = prerenderTargets();
const pagesWritten = [];
for (const target of targets) {
  const { html, head } = await render(target);
  const page = template
    .replace('<html lang="en">', `<html lang="${target.language}">`)
    .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${bootScript}`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html)
    .replace('</body>', `  ${pageLoader(target)}\n  </body>`);
  const file = join(dist, target.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  pagesWritten.push(page);
}
await assertInlineScriptsAllowed(pagesWritten);
await writeFile(join(dist, 'site.webmanifest'), await renderWebManifest());
await writeFile(join(dist, 'sitemap.xml'), sitemapXml());
await writeFile(join(dist, 'robots.txt'), robotsTxt());
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${targets.length} HTML files into dist/`);
