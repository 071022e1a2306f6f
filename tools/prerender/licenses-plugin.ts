/**
 * The record of what ships to the browser: every npm package whose code is in a page's scripts,
 * with its version (as the lockfile installed it) and its licence, written by the client build as
 * `third-party-licenses.txt` beside the pages (the notices their licences ask for, and an offline
 * list to check advisories against: `npm run deps:audit`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const licensesFile = 'third-party-licenses.txt';

type Shipped = { name: string; version: string; license: string };

/** The package a module belongs to: the folder right under its last node_modules (a scope's two). */
function packageOf(id: string, cache: Map<string, Shipped | null>): Shipped | null {
  const path = id.replace(/^\0/, '').split('?')[0] ?? '';
  const at = path.lastIndexOf('/node_modules/');
  if (at === -1) return null;
  const [first = '', second = ''] = path.slice(at + '/node_modules/'.length).split('/');
  const folder = join(path.slice(0, at), 'node_modules', first.startsWith('@') ? `${first}/${second}` : first);
  if (cache.has(folder)) return cache.get(folder) ?? null;
  const manifest = join(folder, 'package.json');
  const json = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string; license?: string })
    : {};
  const shipped =
    json.name && json.version ? { name: json.name, version: json.version, license: json.license ?? 'UNKNOWN' } : null;
  cache.set(folder, shipped);
  return shipped;
}

export function licensesPlugin(): Plugin {
  return {
    name: 'hazel:licenses',
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const cache = new Map<string, Shipped | null>();
      const shipped = new Map<string, Shipped>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of Object.keys(output.modules)) {
          const found = packageOf(id, cache);
          if (found) shipped.set(`${found.name}@${found.version}`, found);
        }
      }
      const lines = [...shipped.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ name, version, license }) => `${name} ${version} ${license}`);
      this.emitFile({
        type: 'asset',
        fileName: licensesFile,
        source: [
          '# The open-source packages in this site’s scripts: name, version, licence (one per line).',
          ...lines,
          '',
        ].join('\n'),
      });
    },
  };
}
