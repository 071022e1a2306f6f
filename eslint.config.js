import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One import direction (architecture.md): app -> pages -> components; config, content, i18n, lib, shared below. */
const boundaries = [
  {
    files: ['src/pages/**'],
    forbid: ['@/app/*', '!@/app/routes'],
    message: 'Pages may not import the app layer (only the route table, @/app/routes).',
  },
  {
    files: ['src/components/**'],
    forbid: ['@/app/*', '!@/app/routes', '@/pages/*'],
    message: 'Components may not import pages or the app layer (only the route table, @/app/routes).',
  },
  {
    files: ['src/config/**', 'src/content/**', 'src/i18n/**', 'src/lib/**', 'src/audio/**'],
    forbid: ['@/app/*', '@/pages/*', '@/components/*'],
    message: 'config, content, i18n, lib and audio sit below the UI: they may not import app, pages or components.',
  },
  {
    files: ['shared/**'],
    forbid: ['@/*', '../src/*'],
    message: 'shared/ imports nothing from src/.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report', '*.tmp.mjs'] },
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
  ...boundaries.map(({ files, forbid, message }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbid, message }] }] },
  })),
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
