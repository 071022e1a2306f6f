/**
 * The release build (dist-custom/, built through `--release` as every host builds it), every page
 * of it in Chromium: each hydrates without a console error, an uncaught error or a policy
 * violation (the fixture fails a test on any). WebKit and Firefox load every page of the same
 * build in their layout sweep (engines/layout.spec.ts).
 */
import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { builtDist, expect, test } from '../fixtures';

test('every page of the release build hydrates without a console error', { tag: '@release' }, async ({ page }) => {
  test.setTimeout(180_000);
  expect(builtDist()).toMatch(/dist-custom$/);
  const targets = prerenderTargets().filter(({ page: id }) => id !== 'notFound');
  expect(targets.length).toBeGreaterThan(60);
  for (const { path } of targets) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
});
