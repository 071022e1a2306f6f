// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenshotPlan } from '@tools/translations/screenshots.mjs';
import { languages, languageInfo } from '@/config/languages';
import { pages, routes } from '@/routing/routes';

describe('npm run screenshots', () => {
  const plan = screenshotPlan(routes);

  it('takes every page of every language, at phone and at desktop width, each into its own file', () => {
    expect(plan).toHaveLength(pages.length * languages.length * 2);
    expect(new Set(plan.map((shot) => shot.file)).size).toBe(plan.length);
    for (const { code } of languages)
      for (const { id } of pages)
        for (const width of ['phone', 'desktop'])
          expect(plan.map((shot) => shot.file)).toContain(`${languageInfo(code).segment}/${id}-${width}.png`);
  });

  it('at a phone’s width and a desktop’s', () => {
    expect([...new Set(plan.map((shot) => shot.viewport.width))].sort((a, b) => a - b)).toEqual([390, 1280]);
  });
});
