/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildTargets } from './tools/prerender/browser-targets.ts';
import { messagesPlugin } from './tools/translations/messages-plugin.ts';
import { siteConfigPlugin } from './tools/operator/site-config-plugin.ts';
import { peoplePlugin } from './tools/operator/people.ts';
import { processorsPlugin } from './tools/operator/processors.ts';
import { clipLengthsPlugin } from './tools/media/clip-lengths.ts';
import { licensesPlugin } from './tools/prerender/licenses-plugin.ts';
import { filmTranscriptsModule, marketValuesModule, virtualModules } from './shared/build-contract.ts';

/**
 * Fewer, larger files for the browser: code that several pages share is one chunk, instead of
 * dozens of tiny shared chunks, each a request.
 */
const clientChunks = {
  groups: [
    // Not in it: the form library, shared by the waitlist and its lazily loaded validation only;
    // zod, shared by the lazily loaded schemas (the form's, the published supporters') only; the
    // page sections, the two features that sections show (the waitlist form, the published
    // supporters) and content, so that a page loads only its own, and the home page's sections
    // that hydrate after it (pages/home.tsx) stay out of its first load; the voice samples, their
    // player and the clips' lengths, which the home page alone shows (its first screen, and its
    // features section that hydrates after it); and the helpers that stand in for private class
    // members on older Safari (only lazily loaded libraries use them); the small parts only
    // sections use (cards, check lists, the answers' accordion, the seller's rows).
    {
      name: 'shared',
      test: (id: string) =>
        !/[\\/](react-hook-form|zod|@radix-ui)[\\/]/.test(id) &&
        !/[\\/]src[\\/](components[\\/]sections|content|features[\\/]waitlist-form)[\\/]/.test(id) &&
        // Of the published supporters' feature, only the query root, which the app mounts on every page.
        !/[\\/]src[\\/]features[\\/]published-supporters[\\/](?!query-root\.)/.test(id) &&
        !/audio-sample|clip-player|clip-lengths/.test(id) &&
        // The films' transcripts, which the home page's sections and the video window show, after the page.
        !/film-transcript/.test(id) &&
        // How a legal text splits into points: the legal pages' alone.
        !/[\\/]src[\\/]lib[\\/]sentences\./.test(id) &&
        !id.includes(filmTranscriptsModule('')) &&
        // Each market's own values: in its language's core copy (tools/translations/messages-plugin.ts).
        !id.includes(marketValuesModule('')) &&
        // The operator's people and processors: with the sections that show them, never in a first screen.
        ![virtualModules.testimonials, virtualModules.supporters, virtualModules.processors].some((name) =>
          id.includes(name),
        ) &&
        // The contact field's rules: the waitlist form's, which loads after the page.
        !/[\\/]shared[\\/]contact-rules\./.test(id) &&
        // Parts only sections, the footer and the seller page use: never in a first screen's load.
        !/[\\/]components[\\/]ui[\\/](accordion|icon-card-grid|check-item|section-heading|seller-identity|seller-item|seller-row-list|seller-value)\./.test(
          id,
        ) &&
        !/[\\/]helpers[\\/]esm[\\/](classPrivate|checkPrivate|assertClassBrand)/.test(id),
      minShareCount: 2,
      priority: 1,
    },
  ],
};

/** Unit test files that read the builds (made once per run by their project's global setup). */
const builtPageTests = [
  'tests/unit/built-pages/**/*.test.ts',
  'tests/unit/bundle-budget.test.ts',
  'tests/unit/precompress.test.ts',
];

/**
 * Unit test files that mock modules or globals (vi.mock, vi.resetModules, vi.stubGlobal), or that
 * read what a module has cached (which dictionaries are loaded: another file may have loaded one).
 */
const moduleMockingTests = [
  'tests/unit/deploy-config.test.ts',
  'tests/unit/first-load-copy.test.tsx',
  'tests/unit/inline-scripts.test.ts',
  'tests/unit/pages.test.tsx',
  'tests/unit/print-opens-answers.test.ts',
  'tests/unit/pseudo-locale.test.tsx',
  'tests/unit/query-client.test.ts',
  'tests/unit/send-page.test.tsx',
  'tests/unit/start-measurement.test.ts',
  'tests/unit/toaster-offline.test.tsx',
  'tests/unit/tooltip.test.tsx',
];

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [
      react(),
      tailwindcss(),
      siteConfigPlugin(),
      peoplePlugin(),
      processorsPlugin(),
      clipLengthsPlugin(),
      messagesPlugin(),
      licensesPlugin(),
    ],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    // The path aliases (`@/`, `@shared/`, `@tools/`, `@e2e/`, `@tests/`) are tsconfig.json's
    // `paths`, their one list: TypeScript, Vite, Vitest, Playwright and lint all read it.
    resolve: { tsconfigPaths: true },
    build: {
      manifest: true,
      // The support range in package.json ("browserslist"): JavaScript syntax is lowered for it,
      // and the CSS too (cssTarget follows target; Lightning CSS adds fallbacks and prefixes).
      target: buildTargets(),
      rolldownOptions: {
        // The "plugins took N s" notice buries the build's verdict; the build's own log says what matters.
        checks: { bundlerTimings: false },
        ...(isSsrBuild ? {} : { output: { codeSplitting: clientChunks } }),
      },
    },
    test: {
      // Vitest leaves one core free by default: on a two-core machine (CI's) that is one worker,
      // and the suite took 75 s instead of 56.
      maxWorkers: 2,
      // A test that loads project modules through Vite's runner, or every page, takes seconds on a
      // busy two-core machine (CI's): no test fails for a timeout it would pass alone.
      testTimeout: 30_000,
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/unit.json' },
      projects: [
        // Most files share one environment per worker (the setup file resets what they share),
        // which takes the suite from about 45 s to 15 s on two cores.
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: [...moduleMockingTests, ...builtPageTests],
            isolate: false,
          },
        },
        // The checks of the built site, with the three builds made before any worker starts.
        {
          extends: true,
          test: {
            name: 'built',
            include: builtPageTests,
            globalSetup: ['tests/unit/built-pages/make-builds.ts'],
            isolate: false,
            // Each test parses dozens of prerendered pages: seconds, more on a busy machine.
            testTimeout: 30_000,
          },
        },
        // Files that replace modules or globals get a fresh module graph each.
        { extends: true, test: { name: 'isolated', include: moduleMockingTests } },
        // Type tests: the compiler checks them (nothing runs); a call that should not compile must not.
        {
          extends: true,
          test: {
            name: 'types',
            include: [],
            typecheck: { enabled: true, only: true, include: ['tests/unit/**/*.test-d.ts'], tsconfig: 'tsconfig.json' },
          },
        },
      ],
    },
  };
});
