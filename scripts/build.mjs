// `npm run build`: Vite's client build, its SSR build of build/entry-server.tsx, then the prerender
// of every route, into one folder.
//   node scripts/build.mjs                                           dist/, with the environment's values
//   node scripts/build.mjs --out dist-other --env-file other.env     another folder, with more VITE_* values
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' }, 'env-file': { type: 'string' } } });

// Variables already set in the environment win over the file's, as with Vite's own .env files.
if (values['env-file']) process.loadEnvFile(values['env-file']);

const dist = join(root, values.out);
const ssrDir = `${dist}-ssr`;
await build({ root, build: { outDir: dist, emptyOutDir: true } });
await build({ root, build: { ssr: 'build/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
await prerender({ dist, ssrDir });
