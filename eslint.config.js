import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import compat from 'eslint-plugin-compat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first. A folder may import from its own layer and the layers below,
 * never from a layer above (import-x/no-restricted-paths, on resolved paths), and imports form
 * no cycle (import-x/no-cycle). tools/ is build-time only: src/ never imports it.
 */
const layers = [
  ['src/config', 'src/content'],
  ['src/lib', 'src/start-up'],
  ['src/routing'],
  ['src/i18n'],
  ['src/audio'],
  // Shared UI only: a component imports no feature, section, layout or page.
  ['src/components'],
  // A feature that crosses pages, with all it needs (its window, its provider, its links): built
  // from the shared UI, used by the sections, the layout and the app.
  ['src/features'],
  // What composes features: the header, footer and navigation; the blocks pages are made of.
  ['src/layout', 'src/sections'],
  ['src/pages'],
  ['src/app'],
  ['src/main.tsx'],
];

/** The folders of src/features/, one per feature. */
const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const importDirection = [
  ...layers.slice(0, -1).flatMap((folders, index) =>
    folders.map((target) => ({
      target,
      from: layers.slice(index + 1).flat(),
      message: `Imports point down the layers (see docs/architecture.md): ${target} may not import this.`,
    })),
  ),
  // Features do not reach into each other: what two of them share belongs a layer below.
  ...features.flatMap((feature) => {
    const others = features.filter((other) => other !== feature).map((other) => `src/features/${other}`);
    return others.length === 0
      ? []
      : [
          {
            target: `src/features/${feature}`,
            from: others,
            message: `A feature does not import another feature: src/features/${feature} may not import this.`,
          },
        ];
  }),
  { target: 'src', from: ['tools'], message: 'src/ runs in the browser: build-time code stays out of it.' },
  { target: 'shared', from: ['src'], message: 'shared/ imports nothing from src/.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-custom',
      'dist-custom-ssr',
      'dist-custom-measured',
      'dist-waitlist',
      'dist-waitlist-ssr',
      'node_modules',
      'test-results',
      'playwright-report',
      '*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/**', '../../*'], message: 'Use the @/ alias across folders.' }] },
      ],
    },
  },
  {
    // Vite loads tools/ with vite.config.ts, before its aliases exist: it reaches src/ by relative paths.
    files: ['tools/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tools/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: importDirection }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // What runs in the visitor's browser: every web API it calls is checked against the support
    // range in package.json ("browserslist"); one the range lacks needs a guard and a fallback.
    files: ['src/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { compat },
    rules: { 'compat/compat': 'error' },
  },
  {
    files: ['tools/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
