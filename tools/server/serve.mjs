// `npm run preview`: serves the production build (dist/, or `--dist <folder>`) the way a static host does.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDistServer, listen } from './serve-dist.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { port: { type: 'string' }, dist: { type: 'string', default: 'dist' } } });
const requested = values.port ?? process.env.PORT;
const wanted = Number(requested ?? 4173);
try {
  const port = await listen(createDistServer({ dist: join(root, values.dist) }), {
    port: wanted,
    host: process.env.HOST || 'localhost',
    // A port asked for (the tests ask for theirs) must be that port; the default may move on.
    nextFreePort: requested === undefined,
  });
  if (port !== wanted) console.log(`Port ${wanted} is in use.`);
  console.log(`Serving ${values.dist}/ at http://localhost:${port}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
