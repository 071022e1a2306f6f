/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { operatorValuesOnDefault } from './src/config/operator-values.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Prints one warning line per operator value still on its placeholder default. */
function warnAboutDefaultOperatorValues(env: Record<string, string>): Plugin {
  return {
    name: 'hazel:warn-operator-defaults',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return;
      for (const { variable, value } of operatorValuesOnDefault(env)) {
        this.warn(`${variable} is still on its default (${value}); set it before launch.`);
      }
    },
  };
}

/**
 * Fewer, larger files for the browser: everything the entry needs is one chunk, and code that
 * several pages share is one chunk, instead of dozens of tiny shared chunks, each a request.
 */
const clientChunks = {
  groups: [
    // The entry itself stays out, so the manifest keeps its index.html entry.
    // { name: 'app', tags: ['$initial' as const], test: (id: string) => !id.endsWith('/src/main.tsx'), priority: 2 },
    // The form library is shared by the waitlist and its lazily loaded validation only.
    { name: 'shared', test: (id: string) => !/[\\/]react-hook-form[\\/]/.test(id), minShareCount: 2, priority: 1 },
  ],
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), tailwindcss(), ...(mode === 'production' ? [warnAboutDefaultOperatorValues(env)] : [])],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    resolve: {
      alias: {
        '@': fromRoot('./src'),
        '@shared': fromRoot('./shared'),
        // Build-script helpers that tests read (never imported by src/).
        '@scripts': fromRoot('./scripts'),
      },
    },
    build: {
      manifest: true,
      target: 'es2022',
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
    },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/unit.json' },
    },
  };
});
