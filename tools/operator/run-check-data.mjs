// `npm run check-data -- <file> [--kind supporters|testimonials|processors]`: checks a data file
// before it is uploaded (tools/operator/check-data-file.ts); exits 1 if the site could not use it.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importProjectModule } from '../prerender/project-module.mjs';

const { values, positionals } = parseArgs({ options: { kind: { type: 'string' } }, allowPositionals: true });
const { checkDataFile, dataKinds } = await importProjectModule('tools/operator/check-data-file.ts');
if (positionals.length === 0 || (values.kind && !(values.kind in dataKinds))) {
  console.log(`Usage: npm run check-data -- <file> [--kind ${Object.keys(dataKinds).join('|')}]`);
  process.exit(1);
}
let ok = true;
for (const file of positionals) {
  const result = checkDataFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), values.kind);
  console.log(result.text);
  ok &&= result.ok;
}
process.exit(ok ? 0 : 1);
