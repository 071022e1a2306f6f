// `npm run config:docs`: writes `.env.example` and the table of variables in
// docs/configuration-and-launch.md from the declarations (tools/operator/variables.ts) and the
// launch check's rules. A unit test fails while either file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importProjectModule } from '../prerender/project-module.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { configDocFiles } = await importProjectModule('tools/operator/config-docs.ts');
for (const { path, text } of configDocFiles(root)) {
  const before = readFileSync(path, 'utf8');
  if (before === text) continue;
  writeFileSync(path, text);
  console.log(`wrote ${path.slice(root.length)}`);
}
