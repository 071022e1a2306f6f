// Loads one of the project's TypeScript modules in Node through Vite's module runner, with the
// project's aliases and operator values: the deploy-config command, the prerender's inline
// scripts and the asset script read the same modules the site is built from.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export async function importProjectModule(path) {
  const alias = { '@': `${root}src`, '@shared': `${root}shared`, '@build': `${root}build` };
  const { module: plugin } = await runnerImport(`${root}tools/operator/site-config-plugin.ts`);
  const { module } = await runnerImport(`${root}${path}`, {
    configFile: false,
    resolve: { alias },
    plugins: [plugin.siteConfigPlugin()],
  });
  return module;
}
