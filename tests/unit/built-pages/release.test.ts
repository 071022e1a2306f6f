// @vitest-environment node
/**
 * One artifact (issue 37): what a host deploys is what the tests test. The complete configuration
 * built through the release path (`--release`, as every host runs it) and built plainly from a
 * shell in development mode are the same files, byte for byte; no build ships React's development
 * build; and no build prints a React warning.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLog } from '@tools/checks/test-builds.mjs';
import { buildInfoFile } from '@tools/prerender/build-info.mjs';
import { outMarker, outMarkerText } from '@tools/prerender/out-folder.mjs';
import { headersFor, parseHeadersFile } from '@tools/server/headers-file.mjs';
import { siteOf } from '@tests/built-site';
import { isReactWarning } from '../react-warnings';
import { buildNames, type BuildName } from './build-names';
import { builtFolder } from './builds';

/** Text only React's development build carries: its stack marker and its warnings. */
const developmentReact = /react_stack_bottom_frame|unique "key" prop|The above error occurred in/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

const scriptsOf = (dist: string) => filesUnder(dist).filter((file) => file.endsWith('.js'));

describe('the release is what the tests pass', () => {
  it('knows React’s development build from its production build', () => {
    const read = (file: string) => readFileSync(join(process.cwd(), 'node_modules/react-dom/cjs', file), 'utf8');
    expect(read('react-dom-client.development.js')).toMatch(developmentReact);
    expect(read('react-dom-client.production.js')).not.toMatch(developmentReact);
  });

  it.each<BuildName>(buildNames)(
    'the %s build publishes nothing whose name starts with a dot but its one-line mark: its manifest and values stay out (security review L2)',
    (name) => {
      const dist = builtFolder(name);
      expect(filesUnder(dist).filter((file) => file.split('/').some((part) => part.startsWith('.')))).toEqual([
        outMarker,
      ]);
      expect(readFileSync(join(dist, outMarker), 'utf8')).toBe(outMarkerText);
      // The tests and the benchmark read them from the build's own folder.
      expect(existsSync(buildInfoFile(dist, 'manifest.json'))).toBe(true);
    },
  );

  it.each<BuildName>(buildNames)(
    'the %s build’s own headers let its pages submit to its hosted forms, and to no other address (security review L5)',
    (name) => {
      const dist = builtFolder(name);
      const site = siteOf(dist);
      const origins = [
        ...new Set(
          Object.values(site.markets)
            .flatMap(({ links }) => [links.preorder, links.waitlist])
            .filter((address): address is string => address !== null)
            .map((address) => new URL(address).origin),
        ),
      ].sort();
      const policy = headersFor(parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8')), '/en')[
        'Content-Security-Policy'
      ];
      expect(policy?.split('; ').find((part) => part.startsWith('form-action '))).toBe(
        `form-action 'self' ${origins.join(' ')}`,
      );
    },
  );

  it.each<BuildName>(buildNames)(
    'the %s build records every package its scripts ship, at the lockfile’s version, with its licence',
    (name) => {
      const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
        packages: Record<string, { version?: string }>;
      };
      const lines = readFileSync(join(builtFolder(name), 'third-party-licenses.txt'), 'utf8')
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'));
      const shipped = new Map(lines.map((line) => [line.split(' ')[0] ?? '', line.split(' ')]));
      for (const library of ['react', 'react-dom', 'wouter', 'lucide-react'])
        expect(shipped.has(library), library).toBe(true);
      for (const [library, [, version, license]] of shipped) {
        expect(version, library).toBe(lock.packages[`node_modules/${library}`]?.version);
        expect(license, library).toMatch(/^(MIT|ISC|Apache-2\.0|BSD-[23]-Clause|Unlicense|0BSD)$/);
      }
    },
  );

  it.each<BuildName>(buildNames)('the %s build ships no script of React’s development build', (name) => {
    const dist = builtFolder(name);
    const scripts = scriptsOf(dist);
    expect(scripts.length).toBeGreaterThan(5);
    const development = scripts.filter((file) => developmentReact.test(readFileSync(join(dist, file), 'utf8')));
    expect(development).toEqual([]);
  });

  it('the release build and the plain build of the same values (this one outside the project) are the same files, byte for byte', () => {
    const release = builtFolder('custom');
    const plain = builtFolder('plain');
    expect(relative(process.cwd(), plain)).toMatch(/^\.\./);
    const files = filesUnder(release);
    expect(filesUnder(plain)).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(join(release, file)).equals(readFileSync(join(plain, file))),
    );
    expect(differing).toEqual([]);
  });

  it.each<BuildName>(buildNames)('the %s build prints no React warning, and ends with its verdict', (name) => {
    builtFolder(name);
    const log = readFileSync(buildLog(process.cwd(), name), 'utf8');
    expect(log.split('\n').filter(isReactWarning)).toEqual([]);
    const last = log.trimEnd().split('\n').at(-1) ?? '';
    if (name === 'default')
      expect(last).toMatch(/^73 pages in dist\/, a preview: .* Not ready to launch: \d+ facts block it\./);
    else expect(last).toMatch(/^Ready to launch\. 73 pages in /);
  });
});
