// @vitest-environment node
/**
 * The Node.js range package.json states is one every installed package supports: npm prints no
 * EBADENGINE warning on the oldest version the README promises (a package that wants a newer Node
 * is pinned or overridden in package.json, as budoux's command-line parser is).
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type Lock = { packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }> };

const project = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

describe('the Node.js range', () => {
  const oldest = semver.minVersion(project.engines.node)?.version ?? '';

  it('names an oldest version, which the README gives', () => {
    expect(oldest).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readFileSync('README.md', 'utf8')).toContain(`Node.js ${oldest.replace(/\.0$/, '')}`);
  });

  it('is one every installed package supports', () => {
    const wantNewer = Object.entries(lock.packages)
      .map(([path, entry]) => ({ path, range: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter(({ range }) => range !== undefined && !semver.satisfies(oldest, range))
      .map(({ path, range }) => `${path} wants node ${range}`);
    expect(wantNewer).toEqual([]);
  });
});
