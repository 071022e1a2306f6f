/** Where Vite writes a build's own files, inside the output until the build moves them. */
export const viteFolder: string;
/** The folder of a build's own files (manifest, operator values, people), for the build written to `dist`. */
export function buildInfoDir(dist: string): string;
/** One of a build's own files: `manifest.json`, `site-config.json`, `people.json`. */
export function buildInfoFile(dist: string, name: 'manifest.json' | 'site-config.json' | 'people.json'): string;
