// `npm run launch-check`: prints, per market, "selling" or "waitlist only" and every fact still
// missing or on its sample value (tools/operator/launch-check.ts), and exits 1 while anything blocks the launch.
// It reads the operator's values as a production build does (.env, .env.production, their .local
// files, then the environment), or from a file:
//   node tools/operator/run-launch-check.mjs --env-file tests/e2e/custom-build.env
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { importProjectModule, root } from '../prerender/project-module.mjs';

const { values } = parseArgs({ options: { 'env-file': { type: 'string' } } });
// Variables already set in the environment win over the file's, as with Vite's own .env files.
if (values['env-file']) process.loadEnvFile(values['env-file']);

const { launchCheck } = await importProjectModule('tools/operator/launch-check.ts');
const { text, ready } = launchCheck(loadEnv('production', root, 'VITE_'), root);
console.log(text);
process.exit(ready ? 0 : 1);
