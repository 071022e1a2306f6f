// `npm run launch-check`: prints every problem of the configuration (an unknown name, a value not of
// its kind, with its file and line), then, per market, "selling" or "waitlist only" and every fact
// still missing or on its sample value (tools/operator/launch-check.ts), and exits 1 while anything
// blocks the launch. It reads the operator's values as a production build does (.env,
// .env.production, their .local files, then the environment), or with more files:
//   npm run launch-check -- --env-file tests/e2e/custom-build.env
import { parseArgs } from 'node:util';
import { importProjectModule, root } from '../prerender/project-module.mjs';

const { values } = parseArgs({ options: { 'env-file': { type: 'string', multiple: true, default: [] } } });
const { checkOperatorValues } = await importProjectModule('tools/operator/check-operator-values.ts');
const { text, ready } = checkOperatorValues({ root, envFiles: values['env-file'] });
console.log(text);
process.exit(ready ? 0 : 1);
