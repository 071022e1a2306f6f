// Renders every row of the route table, in every language, to static HTML in dist/.
// Runs after `vite build` (client) and `vite build --ssr` (dist-ssr/entry-server.js).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

const template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
  throw new Error('dist/index.html is not the client template: run `npm run build`, not the prerender step alone.');
}
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A modulepreload for the language's dictionary chunk, so it loads alongside the main script. */
function dictionaryPreload(language) {
  const source = `src/i18n/locales/${language.toLowerCase()}.ts`;
  const chunk = manifest[source];
  return chunk ? `\n    <link rel="modulepreload" crossorigin href="/${chunk.file}">` : '';
}

const { render, prerenderTargets, renderWebManifest, textSizeBootScript, sitemapXml, robotsTxt } = await import(
  ssrEntry
);
// Applies a saved text size before the first paint (issue 9 hashes it for the CSP).
const bootScript = `<script>${textSizeBootScript()}</script>`;
const targets = prerenderTargets();
for (const target of targets) {
  const { html, head } = await render(target);
  const page = template
    .replace('<html lang="en">', `<html lang="${target.language}">`)
    .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${bootScript}`)
    .replace('<!--app-head-->', head + (target.language === 'en' ? '' : dictionaryPreload(target.language)))
    .replace('<!--app-html-->', html);
  const file = join(dist, target.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
}
await writeFile(join(dist, 'site.webmanifest'), renderWebManifest());
await writeFile(join(dist, 'sitemap.xml'), sitemapXml());
await writeFile(join(dist, 'robots.txt'), robotsTxt());
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${targets.length} HTML files into dist/`);
