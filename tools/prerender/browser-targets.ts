/**
 * The browsers the site promises to work in come from one place: the "browserslist" field of
 * package.json (read by browserslist, eslint-plugin-compat and the CSS check too). This module
 * turns that range into the esbuild-style targets Vite's `build.target` takes, which lowers the
 * JavaScript syntax and, through Lightning CSS (Vite's CSS minifier, which follows
 * `build.cssTarget`, by default the same), the CSS.
 */
import { getAllVersions } from 'baseline-browser-mapping';
import browserslist from 'browserslist';

/**
 * The support range resolved to browser versions, such as `safari 15.4` or `ios_saf 15.6-15.8`.
 * browserslist finds package.json from the working directory: npm runs every script at the root.
 */
export function supportedBrowsers(): string[] {
  return browserslist();
}

/** The engine each browserslist name is built for, in esbuild's names. Samsung Internet is Chromium. */
const engineOf: Readonly<Record<string, string>> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  samsung: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/** The Chromium version a Samsung Internet version is built on (Baseline's browser data). */
function chromiumOfSamsung(version: string): string {
  const all = getAllVersions({ includeDownstreamBrowsers: true, suppressWarnings: true }) as {
    browser: string;
    version: string;
    engine_version?: string;
  }[];
  const match = all.find(
    (entry) => entry.browser === 'samsunginternet_android' && Number(entry.version) === Number(version),
  );
  if (!match?.engine_version)
    throw new Error(`No Chromium version is known for Samsung Internet ${version}: update baseline-browser-mapping.`);
  return match.engine_version;
}

const versionNumber = (version: string) => version.split('.').map(Number);
const older = (a: string, b: string) => {
  const [x, y] = [versionNumber(a), versionNumber(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  }
  return false;
};

/**
 * The oldest version of each engine in the range, as `build.target` takes it:
 * `['chrome106', 'edge109', 'firefox115', 'ios15.4', 'safari15.4']`. A browser without a known
 * engine stops the build, so a widened range cannot be silently dropped from the output.
 */
export function buildTargets(browsers: readonly string[] = supportedBrowsers()): string[] {
  const oldest = new Map<string, string>();
  for (const entry of browsers) {
    const [name = '', range = ''] = entry.split(' ');
    const engine = engineOf[name];
    if (!engine)
      throw new Error(
        `"${entry}" in the browserslist range has no build target: add its engine in tools/prerender/browser-targets.ts.`,
      );
    const low = range.split('-')[0] ?? range;
    const version = name === 'samsung' ? chromiumOfSamsung(low) : low;
    const current = oldest.get(engine);
    if (!current || older(version, current)) oldest.set(engine, version);
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort();
}
