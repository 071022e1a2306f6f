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

export default defineConfig(({ mode }) => {
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
      },
    },
    build: {
      manifest: true,
      target: 'es2022',
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
