/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
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
 * What stays out of the shared chunk every page loads: code only some pages show, which loads with
 * them. Named by folder or by module, never by a file name's pattern, so that a file added to a
 * folder, or renamed in it, follows its folder; a name here that no longer exists stops the build.
 */
const pageOwn = {
  /** Libraries only lazily loaded code uses: the form's (and its resolvers), zod (the lazily loaded schemas'), Radix (the tooltip's, the toasts'). */
  packages: ['react-hook-form', '@hookform/resolvers', 'zod', '@radix-ui'],
  folders: [
    // A page's sections and the facts they show: a page loads only its own, and the sections that
    // hydrate after it (pages/*.tsx, `later`) stay out of its first load.
    'src/sections',
    'src/content',
    // The UI parts only sections, the footer and the seller page are made of.
    'src/components/section-parts',
    // The features a section shows: the home page's voice samples (its first screen and its
    // features section), the waitlist form, the published supporters, the films' transcripts.
    'src/features/voice-samples',
    'src/features/waitlist-form',
    'src/features/published-supporters',
    'src/features/video-window/transcript',
  ],
  /** In those folders, what the app mounts on every page: the published supporters' query root. */
  everyPage: ['src/features/published-supporters/query-root.tsx'],
  /** The contact field's rules: the waitlist form's, shared with the form's schema. */
  files: ['shared/contact-rules.ts'],
  modules: [
    // Each market's own values: in its language's core copy (tools/translations/messages-plugin.ts).
    marketValuesModule(''),
    // The operator's people and processors, the films' transcripts, the clips' lengths: with the
    // sections that show them.
    virtualModules.testimonials,
    virtualModules.supporters,
    virtualModules.processors,
    virtualModules.clipLengths,
    filmTranscriptsModule(''),
    // The compiler's helpers that stand in for private class members on older Safari: only the
    // lazily loaded libraries use them.
    '@oxc-project+runtime@',
  ],
};
for (const path of [...pageOwn.folders, ...pageOwn.everyPage, ...pageOwn.files])
  if (!existsSync(join(import.meta.dirname, path)))
    throw new Error(`vite.config.ts: ${path} does not exist; the chunk rule names what stays out of the shared chunk.`);

/** A module's path from the project's root, with forward slashes (a virtual module's id as it is). */
const projectPath = (id: string) =>
  id.startsWith(import.meta.dirname)
    ? relative(import.meta.dirname, id)
        .split(sep)
        .join('/')
    : id;

/** Whether a module is shared by every page, or loads only with the pages or parts that show it. */
function inSharedChunk(id: string): boolean {
  const path = projectPath(id);
  if (pageOwn.everyPage.includes(path)) return true;
  return !(
    pageOwn.packages.some(
      (name) => path.includes(`/node_modules/${name}/`) || path.startsWith(`node_modules/${name}/`),
    ) ||
    pageOwn.folders.some((folder) => path.startsWith(`${folder}/`)) ||
    pageOwn.files.includes(path) ||
    pageOwn.modules.some((name) => id.includes(name))
  );
}

/**
 * Fewer, larger files for the browser: code that several pages share is one chunk, instead of
 * dozens of tiny shared chunks, each a request; but not the code only some pages show.
 */
const clientChunks = {
  groups: [{ name: 'shared', test: inSharedChunk, minShareCount: 2, priority: 1 }],
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
  'tests/unit/root-measurement.test.tsx',
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
    resolve: {
      tsconfigPaths: true,
      // wouter imports the hook through React's shim for React 17; React 19 has it.
      alias: {
        'use-sync-external-store/shim/index.js': join(import.meta.dirname, 'src/lib/use-sync-external-store.ts'),
      },
    },
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
