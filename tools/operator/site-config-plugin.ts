import type { Plugin } from 'vite';
import { resolveOperatorValues, type ResolvedOperatorValues } from './operator-values.ts';

const moduleId = 'virtual:site-config';
const resolvedId = `\0${moduleId}`;

/** Where the stylesheet wants the site's origin (an http(s) origin: no quote or backslash to escape). */
const originPlaceholder = '__SITE_ORIGIN__';

/** Where the build records the values it was made with, for the end-to-end tests' expectations. */
export const siteConfigFile = '.vite/site-config.json';

/**
 * Resolves the operator values once, from the VITE_* variables Vite has loaded (`.env*` files and
 * the environment), and serves them to the site as `virtual:site-config`. A malformed value stops
 * the build; a production build prints one warning per value still to be set.
 */
export function siteConfigPlugin(today = new Date()): Plugin {
  let resolved: ResolvedOperatorValues | undefined;
  let production = false;
  const values = () => {
    if (!resolved) throw new Error('The site config is read before Vite resolved its configuration.');
    return resolved;
  };
  return {
    name: 'hazel:site-config',
    configResolved(config) {
      resolved = resolveOperatorValues(config.env, today);
      production = config.command === 'build' && config.mode === 'production';
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    load(id) {
      return id === resolvedId ? `export default ${JSON.stringify(values().config)};` : undefined;
    },
    // The print style writes out links to this site's pages with the configured origin.
    transform(code, id) {
      if (!id.split('?')[0]?.endsWith('.css') || !code.includes(originPlaceholder)) return undefined;
      return { code: code.replaceAll(originPlaceholder, values().config.siteOrigin), map: null };
    },
    buildStart() {
      if (!production || this.environment.name !== 'client') return;
      for (const warning of values().warnings) this.warn(warning);
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: siteConfigFile,
        source: `${JSON.stringify(values().config, null, 2)}\n`,
      });
    },
  };
}
