import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, findChromium } from './tools/browsers/find-browser.mjs';
import type { EngineName } from './tests/e2e/engines/session';

const executablePath = await findChromium();

/**
 * Three builds: `dist/` with the default operator values (every market selling on samples),
 * `dist-custom/` with a complete operator configuration of another brand (tests/e2e/custom-build.env),
 * and `dist-waitlist/` with the same, selling only in the United States (tests/e2e/waitlist-build.env).
 * The tests read what each build was made with, so the specs that depend on configuration run
 * against the builds they concern.
 */
const builds: { name: string; dist: string; port: number; grep?: RegExp }[] = [
  // Every test but those of the operator's values: the samples this build shows in their place are
  // checked in its prerendered pages (tests/unit/built-pages), and hydrate without an error on
  // every page this project loads.
  { name: 'default', dist: 'dist', port: 4174, grep: /^(?!.*@(waitlist|release|config))/ },
  // The tests whose expectations depend on the operator's values (tagged @config), where they are
  // real: the release build, as a host deploys it; and those of the release build itself (@release).
  { name: 'custom', dist: 'dist-custom', port: 4176, grep: /@config|@release/ },
  // Only the tests of waitlist-only markets (tagged @waitlist).
  { name: 'waitlist', dist: 'dist-waitlist', port: 4178, grep: /@waitlist/ },
];

/**
 * The same checks in every engine seniors' browsers run on (tests/e2e/engines): Safari's
 * (WebKitGTK) and Firefox, driven over WebDriver since Playwright cannot drive Debian's builds,
 * and Chromium. Each engine's files run one after another in a worker, in one browser session.
 * Chromium runs the layout checks only: the rest of the suite covers its journeys.
 */
const engines: { engine: EngineName; testMatch: RegExp; grepInvert?: RegExp }[] = [
  // Not focus-every-page: WebKit over WebDriver does not scroll to a control a script focuses, which
  // that sweep relies on; focus-walk-every-page walks the keyboard instead (and the review's page
  // both ways, which focus-in-view walks at two sizes in Chromium).
  { engine: 'webkit', testMatch: /^(?!.*focus-(every-page|in-view)\.spec\.ts$).*\.spec\.ts$/ },
  // Not focus-every-page, Chromium's sweep by script: Firefox keeps a control clear of the header with
  // the app's help (layout/use-focus-in-view.ts), which the keyboard walk checks.
  // Its layout sweep takes the three texts that differ most: Japanese (phrases), Korean (spaced
  // Hangul) and Italian (the longest words and labels); English and Chinese, which they bound, are
  // swept in WebKit and Chromium.
  {
    engine: 'firefox',
    testMatch: /(layout|header-panels|journeys|focus-walk-every-page)\.spec\.ts$/,
    grepInvert: /layout\.spec\.ts every page in (en|zh-TW) at /,
  },
  { engine: 'chromium', testMatch: /(header-panels|focus-in-view|focus-every-page)\.spec\.ts$/ },
];

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'tests/e2e',
  // Inside test-results/, beside the JSON reports, which Playwright must not clean away.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Recording a trace of every test costs a quarter of the run on two cores; a failure still
    // leaves its error and page snapshot. To debug one: `npx playwright test <spec> --trace on`.
    trace: 'off',
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  projects: [
    // First, so the engines' long sweeps start at once.
    ...engines.map(({ engine, testMatch, grepInvert }) => ({
      name: engine,
      testDir: 'tests/e2e/engines',
      testMatch,
      grepInvert,
      fullyParallel: false,
      // The release build: what a host deploys is what every engine loads, every page of it.
      metadata: { dist: 'dist-custom' },
      use: { engine },
    })),
    ...builds.map(({ name, dist, port, grep }) => ({
      name,
      grep,
      testIgnore: 'engines/**',
      metadata: { dist },
      use: { baseURL: `http://localhost:${port}` },
    })),
  ],
  // The suite always runs against the builds `npm run test:e2e` has just made.
  webServer: builds.map(({ dist, port }) => ({
    command: `node tools/server/serve.mjs --dist ${dist} --port ${port}`,
    url: `http://localhost:${port}/en`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  })),
});
