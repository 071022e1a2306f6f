// What a build knows about itself and the tests and the benchmark read, but no host may publish:
// Vite's manifest (every module and chunk), the operator's values it was made with, the people it
// names with their consent flags. Vite writes them into <out>/.vite; once the prerender has read
// them, the build moves them here, beside the project's other caches, one folder per output folder.
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where Vite writes a build's own files, inside the output until the build moves them. */
export const viteFolder = '.vite';

/** The folder of a build's own files, for the build written to `dist`. */
export function buildInfoDir(dist) {
  return resolve(root, 'node_modules/.cache/hazel-build', relative(root, resolve(dist)).replace(/[^\w.-]+/g, '_'));
}

/** One of a build's own files: `manifest.json`, `site-config.json`, `people.json`. */
export function buildInfoFile(dist, name) {
  return resolve(buildInfoDir(dist), name);
}
