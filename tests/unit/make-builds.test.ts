// @vitest-environment node
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { makeBuilds } from './built-pages/make-builds';

const root = '/project';

describe('the builds the built-page checks read, made once per run before any worker starts', () => {
  it('under npm test, uses the folders it built first and builds nothing', () => {
    const build = vi.fn(() => 'unused');
    expect(makeBuilds(true, build, root)).toEqual({
      default: { dist: join(root, 'dist') },
      custom: { dist: join(root, 'dist-custom') },
      waitlist: { dist: join(root, 'dist-waitlist') },
      plain: { dist: join(tmpdir(), 'hazel-test-builds', 'plain') },
    });
    expect(build).not.toHaveBeenCalled();
  });

  it('run alone, builds each one once, one after another', () => {
    const build = vi.fn((name: string) => `/made/${name}`);
    expect(makeBuilds(false, build, root)).toEqual({
      default: { dist: '/made/default' },
      custom: { dist: '/made/custom' },
      waitlist: { dist: '/made/waitlist' },
      plain: { dist: '/made/plain' },
    });
    expect(build.mock.calls.map(([name]) => name)).toEqual(['default', 'custom', 'waitlist', 'plain']);
  });

  it('passes a failed build on as its message and still makes the others', () => {
    const build = vi.fn((name: string) => {
      if (name === 'custom') throw new Error('npm run build:custom failed: VITE_BRAND is empty');
      return `/made/${name}`;
    });
    expect(makeBuilds(false, build, root)).toEqual({
      default: { dist: '/made/default' },
      custom: { error: 'npm run build:custom failed: VITE_BRAND is empty' },
      waitlist: { dist: '/made/waitlist' },
      plain: { dist: '/made/plain' },
    });
  });
});
