// @vitest-environment node
/**
 * Measurement in the builds (issue 41): off by default, with none of its code in the build; on
 * (the waitlist build sets VITE_ANALYTICS), its code is a chunk of its own that no page loads
 * before it hydrates, loaded by the app's root after it hydrates (app/root.tsx): no first load
 * carries any of it, so each stays within its budget (bundle-budget.test.ts) with measurement on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildInfoFile } from '@tools/prerender/build-info.mjs';
import { describe, expect, it } from 'vitest';
import { firstLoad, type Manifest } from '@tools/prerender/build-manifest.mjs';
import { pageSourceFile } from '@shared/build-contract';
import { firstLoadPartsOfPage } from '@/i18n/dictionary-parts';
import { pages, type PageKey } from '@/routing/routes';
import { languages } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { built, builtFolder } from './builds';

const measurementChunk = 'src/features/measurement/start-measurement.ts';
const manifestOf = (dist: string) => JSON.parse(readFileSync(buildInfoFile(dist, 'manifest.json'), 'utf8')) as Manifest;
const scriptsOf = (dist: string) =>
  readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dist, 'assets', file));

describe('measurement in the build', () => {
  it('off by default: no code of it, and nothing that names /api/event', () => {
    const dist = builtFolder('default');
    expect(manifestOf(dist)[measurementChunk]).toBeUndefined();
    expect(scriptsOf(dist).filter((file) => readFileSync(file, 'utf8').includes('/api/event'))).toEqual([]);
  });

  it('on: its own chunk, in no first load, which the app loads after it hydrates', () => {
    const dist = builtFolder('waitlist');
    const manifest = manifestOf(dist);
    const chunk = manifest[measurementChunk];
    expect(chunk?.isDynamicEntry).toBe(true);
    const chunkName = (chunk?.file ?? '').replace('assets/', '');
    // One script loads it: the app's, whose root starts it after the hydrated mark.
    const loaders = scriptsOf(dist).filter((file) => readFileSync(file, 'utf8').includes(chunkName));
    expect(loaders).toHaveLength(1);
    expect(readFileSync(loaders[0] ?? '', 'utf8')).toMatch(/["'`]hydrated["'`]/);
    const pageKeys: PageKey[] = [...pages.map((page) => page.id), 'notFound'];
    for (const page of pageKeys)
      for (const { code } of languages) {
        const { js } = firstLoad(manifest, {
          pageSource: pageSourceFile(page),
          language: code,
          parts: firstLoadPartsOfPage(page),
        });
        expect(js, `${page} in ${code}`).not.toContain(chunk?.file);
      }
  });
});

const withoutBreaks = (text: string) => text.replace(/\u200b/g, '');

describe('the privacy policy says how visits are counted only where they are', () => {
  it.each(languages.map(({ code }) => code))('%s', (language) => {
    const measured = built('waitlist');
    // Both as read: the build puts a break before an opening bracket in Korean (a zero-width space).
    const said = withoutBreaks(
      measured.text(language, (d) => d.legal.privacy.website.measurement, { service: 'Plausible Analytics' }),
    );
    const policy = (build: ReturnType<typeof built>) =>
      withoutBreaks(build.page(pathFor('privacy', language)).querySelector('main')?.textContent ?? '');
    expect(policy(measured)).toContain(said);
    expect(policy(built('default'))).not.toContain(said.slice(0, 30));
  });
});
