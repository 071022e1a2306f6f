import { loadEnv, type Plugin } from 'vite';
import { checkConfiguration, problemLines } from './config-check.ts';
import { resolveOperatorValues, type ResolvedOperatorValues } from './operator-values.ts';
import { transcriptFiles } from './market-offer.ts';
import { transcriptParagraphs } from './value-kinds.ts';
import {
  filmTranscriptsModule,
  marketValuesModule,
  resolvedVirtualModule,
  siteOriginPlaceholder,
  virtualModules,
} from '../../shared/build-contract.ts';
import { languages } from '../../src/config/languages.ts';

const moduleId = virtualModules.siteConfig;
const resolvedId = resolvedVirtualModule(moduleId);
const measurementId = virtualModules.measurement;
const resolvedMeasurementId = resolvedVirtualModule(measurementId);
/** The measurement's code, which `virtual:measurement` loads where the build has it. */
const measurementModule = '/src/features/measurement/start-measurement.ts';
/** Each market's values by the resolved id of its module. */
const marketModules = new Map(languages.map(({ code }) => [resolvedVirtualModule(marketValuesModule(code)), code]));
/** Each market's film transcripts by the resolved id of their module. */
const transcriptModules = new Map(
  languages.map(({ code }) => [resolvedVirtualModule(filmTranscriptsModule(code)), code]),
);

/**
 * The operator values a Vite run reads. A build reads the production files; the development
 * server (`npm run dev`) reads them too, beneath its own (`.env.development.local` wins), so it
 * shows the operator's `.env.production.local` rather than the defaults. Tests read only theirs.
 */
export function operatorEnvFor(mode: string, envDir: string, env: Record<string, string>): Record<string, string> {
  return mode === 'development' ? { ...loadEnv('production', envDir, 'VITE_'), ...env } : env;
}

/** Where the build records the values it was made with, for the end-to-end tests' expectations. */
export const siteConfigFile = '.vite/site-config.json';

/**
 * Resolves the operator values once, from the VITE_* variables Vite has loaded (`.env*` files and
 * the environment), when the site first reads them, and serves them as `virtual:site-config` (the
 * values every market shares), each market's own as `virtual:site-config/market/<code>` (which its
 * language's core copy carries, so a page loads only its own: src/config/site.ts), and as
 * `virtual:measurement` what starts the measurement (null without VITE_ANALYTICS). The
 * build checks the configuration before it starts (tools/prerender/build.mjs); run any other way
 * (`npm run dev`), a configuration with a problem stops here with the same list, without a stack.
 */
export function siteConfigPlugin(today = new Date()): Plugin {
  let env: Record<string, string> | undefined;
  let resolved: ResolvedOperatorValues | undefined;
  const values = () => {
    if (!env) throw new Error('The site config is read before Vite resolved its configuration.');
    if (!resolved) {
      const problems = checkConfiguration({ values: env });
      if (problems.length > 0) {
        const error = new Error(['The operator values have problems:', ...problemLines(problems)].join('\n'));
        error.stack = error.message;
        throw error;
      }
      resolved = resolveOperatorValues(env, today);
    }
    return resolved;
  };
  return {
    name: 'hazel:site-config',
    configResolved(config) {
      env = operatorEnvFor(config.mode, config.envDir || config.root, config.env);
    },
    resolveId(id) {
      if (id === moduleId) return resolvedId;
      if (id === measurementId) return resolvedMeasurementId;
      const resolved = resolvedVirtualModule(id);
      return marketModules.has(resolved) || transcriptModules.has(resolved) ? resolved : undefined;
    },
    load(id) {
      if (id === resolvedId) {
        const shared = Object.fromEntries(Object.entries(values().config).filter(([name]) => name !== 'markets'));
        return `export default ${JSON.stringify(shared)};`;
      }
      const market = marketModules.get(id);
      if (market) return `export default ${JSON.stringify(values().config.markets[market])};`;
      const transcripts = transcriptModules.get(id);
      if (transcripts) {
        const files = transcriptFiles(env ?? {}, transcripts);
        for (const file of Object.values(files)) if (file) this.addWatchFile(file);
        const read = (file: string | null) => (file ? transcriptParagraphs(file) : null);
        return `export default ${JSON.stringify({ hero: read(files.hero), meet: read(files.meet) })};`;
      }
      if (id !== resolvedMeasurementId) return undefined;
      // A build without measurement has none of its code, not even a chunk nobody loads. The
      // settings are the site's (virtual:site-config): the loader, in every first load, names none.
      return values().config.measurement
        ? `export default () => import(${JSON.stringify(measurementModule)}).then((m) => m.startMeasurement(), () => {});`
        : 'export default null;';
    },
    // The print style writes out links to this site's pages with the configured origin (an http(s)
    // origin: no quote or backslash to escape).
    transform(code, id) {
      if (!id.split('?')[0]?.endsWith('.css') || !code.includes(siteOriginPlaceholder)) return undefined;
      return { code: code.replaceAll(siteOriginPlaceholder, values().config.siteOrigin), map: null };
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
