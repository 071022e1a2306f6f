// Writes every row of the route table, in every language, as static HTML into the build folder,
// with the web manifest, the sitemap and robots.txt. The pages themselves are put together by the
// SSR build of tools/prerender/entry-server.tsx (tools/prerender/document.ts); this script only supplies the inputs
// and writes files. Runs after the client build and the SSR build (tools/prerender/build.mjs).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstLoad } from './build-manifest.mjs';
import { cspHash } from '../deploy/deploy-config.mjs';
import { importProjectModule } from './project-module.mjs';

/** The Content Security Policy the build will be served with (dist/_headers, from public/_headers). */
async function deployedPolicy(dist) {
  const headers = await readFile(join(dist, '_headers'), 'utf8');
  return headers.match(/Content-Security-Policy: (.*)/)?.[1] ?? '';
}

/** Every inline script of the pages, which browsers run only if the policy lists its hash. */
function inlineScriptsOf(pageTexts) {
  const inline = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
  return new Set(pageTexts.flatMap((html) => [...html.matchAll(inline)].map((match) => match[1])));
}

/** Writes the pages into `dist` from the SSR build in `ssrDir`, which is removed after; returns how many. */
export async function prerender({ dist, ssrDir }) {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const ssr = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  // Through the same module runner as `npm run deploy-config`, so the text is the one it hashed.
  const { inlineScripts } = await importProjectModule('tools/prerender/inline-scripts.ts');

  const targets = ssr.prerenderTargets();
  const pagesWritten = [];
  for (const target of targets) {
    const { entry, preloads } = firstLoad(manifest, {
      pageSource: ssr.pageSourceFile(target.page),
      language: target.language,
      parts: ssr.firstLoadPartsOfPage(target.page),
    });
    const page = await ssr.renderPage(target, {
      template,
      inlineScripts,
      entry: `/${entry}`,
      preloads: preloads.map((file) => `/${file}`),
    });
    const file = join(dist, target.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
    pagesWritten.push(page);
  }

  const policy = await deployedPolicy(dist);
  for (const script of inlineScriptsOf(pagesWritten)) {
    if (!policy.includes(`'${cspHash(script)}'`)) {
      throw new Error(`An inline script is not allowed by dist/_headers; run \`npm run deploy-config\`:\n${script}`);
    }
  }
  await writeFile(join(dist, 'site.webmanifest'), await ssr.renderWebManifest());
  await writeFile(join(dist, 'sitemap.xml'), ssr.sitemapXml());
  await writeFile(join(dist, 'robots.txt'), ssr.robotsTxt());
  await rm(ssrDir, { recursive: true, force: true });
  return targets.length;
}
