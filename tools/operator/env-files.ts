/**
 * The operator's values as the build reads them, with where each came from: Vite's .env files
 * for a production build (`.env`, `.env.local`, `.env.production`, `.env.production.local`, each
 * later one winning), the files given with `--env-file` (above those), and the environment (above
 * everything). The values are Vite's own reading (loadEnv), so what is checked is what is built;
 * the file and line of each are found here, for the configuration check's messages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { loadEnv } from 'vite';

/** Where a value came from: a file and line, or the environment (a host's build settings, a shell). */
export type ValueSource = { file: string; line: number } | 'environment';

/** A name written in an env file, and the line it is on. */
export type WrittenName = { name: string; file: string; line: number };

export type OperatorEnv = {
  /** Every VITE_* value, as the build sees it. */
  values: Record<string, string>;
  /** Where each of them came from. */
  sources: ReadonlyMap<string, ValueSource>;
  /** Every name written in the files read, prefixed or not (NODE_ENV, a name without VITE_). */
  written: readonly WrittenName[];
};

/** The .env files Vite reads for a production build, the one that wins last. */
export const viteEnvFiles = ['.env', '.env.local', '.env.production', '.env.production.local'] as const;

const assignment = /^\s*(?:export\s+)?([A-Za-z_][\w.-]*)\s*=/;

/** The names a file assigns, with their lines (a name assigned twice: its last line, which wins). */
export function namesIn(text: string, file: string): WrittenName[] {
  const found = new Map<string, WrittenName>();
  text.split(/\r?\n/).forEach((content, index) => {
    const name = assignment.exec(content)?.[1];
    if (name) found.set(name, { name, file, line: index + 1 });
  });
  return [...found.values()];
}

/** How a file is named in messages: relative to the project when it is inside it. */
function shown(root: string, path: string): string {
  const inside = relative(root, path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/**
 * The values a production build in `root` reads now, with their sources. `envFiles` are the
 * `--env-file` files (already in process.env, as the build puts them); `environment` the names
 * that were in the environment before.
 */
export function readOperatorEnv(
  root: string,
  envFiles: readonly string[],
  environment: ReadonlySet<string>,
): OperatorEnv {
  // Lowest precedence first: Vite's files, then the --env-file files in the order given.
  const files = [
    ...viteEnvFiles.map((name) => join(root, name)),
    ...envFiles.map((file) => (isAbsolute(file) ? file : join(root, file))),
  ];
  const written = files
    .filter((path) => existsSync(path))
    .flatMap((path) => namesIn(readFileSync(path, 'utf8'), shown(root, path)));
  const values = loadEnv('production', root, 'VITE_');
  const sources = new Map<string, ValueSource>();
  for (const name of Object.keys(values)) {
    const lastWritten = written.findLast((entry) => entry.name === name);
    sources.set(
      name,
      environment.has(name) || !lastWritten ? 'environment' : { file: lastWritten.file, line: lastWritten.line },
    );
  }
  return { values, sources, written };
}

/** `.env.production.local:12`, or `environment`. */
export function describeSource(source: ValueSource | undefined): string {
  if (source === undefined || source === 'environment') return 'environment';
  return `${source.file}:${source.line}`;
}
