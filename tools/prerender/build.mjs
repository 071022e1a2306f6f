// `npm run build`: Vite's client build, its SSR build of tools/prerender/entry-server.tsx, the prerender
// of every route, into one folder, then a compressed copy of each text file (precompress.mjs).
//   node tools/prerender/build.mjs                                           dist/, with the environment's values
//   node tools/prerender/build.mjs --out dist-other --env-file other.env     another folder, with more VITE_* values
//                                                                    (several files: the later ones win)
//   node tools/prerender/build.mjs --release                                 the launch check first; stops if not ready
// A build on Netlify, Vercel or Cloudflare Pages (they set NETLIFY, VERCEL, CF_PAGES) is a release
// build whatever command the host runs, so a placeholder never reaches production from there.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { build, loadEnv } from 'vite';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { importProjectModule } from './project-module.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    'env-file': { type: 'string', multiple: true, default: [] },
    release: { type: 'boolean', default: false },
  },
});

// Variables already set in the environment win over the files', as with Vite's own .env files.
const fromEnvironment = new Set(Object.keys(process.env));
for (const file of values['env-file']) {
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (!fromEnvironment.has(name)) process.env[name] = value;
  }
}

const onDeployHost = ['NETLIFY', 'VERCEL', 'CF_PAGES'].some((name) => process.env[name]);
if (values.release || onDeployHost) {
  const { launchCheck } = await importProjectModule('tools/operator/launch-check.ts');
  const { text, ready } = launchCheck(loadEnv('production', root, 'VITE_'), root);
  console.log(text);
  if (!ready) {
    console.error('\nThe release build stops here: set the values marked ✗ (see .env.example), then build again.');
    process.exit(1);
  }
}

const dist = resolve(root, values.out);
const ssrDir = `${dist}-ssr`;
await build({ root, build: { outDir: dist, emptyOutDir: true } });
await build({ root, build: { ssr: 'tools/prerender/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
await prerender({ dist, ssrDir });
await precompress(dist);
