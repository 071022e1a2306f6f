// Loads one of the project's TypeScript modules in Node through Vite's module runner, with the
// project's aliases and operator values: the build's configuration check, the deploy-config
// command, the prerender's inline scripts and the asset script read the same modules the site is
// built from.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Vite's runner resolves a development server's configuration, which sets NODE_ENV to
 * "development" when it is unset: a build started after it would bundle React's development
 * build. The variable is put back as it was.
 */
async function keepingNodeEnv(load) {
  const before = process.env.NODE_ENV;
  try {
    return await load();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

export async function importProjectModule(path) {
  return keepingNodeEnv(async () => {
    const { module: plugin } = await runnerImport(`${root}tools/operator/site-config-plugin.ts`);
    const { module } = await runnerImport(`${root}${path}`, {
      configFile: false,
      // The aliases are tsconfig.json's paths, as in vite.config.ts.
      resolve: { tsconfigPaths: true },
      plugins: [plugin.siteConfigPlugin()],
    });
    return module;
  });
}
