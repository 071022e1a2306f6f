import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, findChromium } from './scripts/find-browser.mjs';

const port = 4174;
const executablePath = await findChromium();

export default defineConfig({
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
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  webServer: {
    // The e2e suite always runs against the build `npm run test:e2e` has just made.
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}/en`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
