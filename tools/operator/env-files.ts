/**
 * The operator's values as the build reads them, with where each came from: Vite's .env files
 * for a production build (`.env`, `.env.local`, `.env.production`, `.env.production.local`, each
 * later one winning), the files given with `--env-file` (above those), and the environment (above
 * everything). The values are Vite's own reading (loadEnv), so what is checked is what is built;
 * the file and line of each are found here, for the configuration check's messages.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnv } from 'vite';

/** Where a value came from: a file and line, or the environment (a host's build settings, a shell). */
export type ValueSource = { file: string; line: number } | 'environment';

/** A name written in an env file, and the line it is on. */
export type WrittenName = { name: string; file: string; line: number };

/** What the check read, for the top of its report: each file with how many names it sets, and notices. */
export type EnvReading = {
  /** The files read, lowest precedence first, each with the count of names it assigns. */
  files: readonly { file: string; names: number }[];
  /** How many VITE_* values came from the environment (a host's settings, a shell). */
  fromEnvironment: number;
  /** Lines for the operator's eyes: a file not read, a name set twice in a file. */
  notices: readonly string[];
};

export type OperatorEnv = EnvReading & {
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

/** Every assignment in a file, in order, with its line (a byte-order mark before the first is no part of it). */
function assignmentsIn(text: string, file: string): WrittenName[] {
  return text
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .flatMap((content, index) => {
      const name = assignment.exec(content)?.[1];
      return name ? [{ name, file, line: index + 1 }] : [];
    });
}

/** The names a file assigns, with their lines (a name assigned twice: its last line, which wins). */
export function namesIn(text: string, file: string): WrittenName[] {
  return [...new Map(assignmentsIn(text, file).map((entry) => [entry.name, entry])).values()];
}

/** `! VITE_X is set twice in .env.production.local (lines 3 and 9); line 9's value is used`. */
function repeatedNames(text: string, file: string): string[] {
  const lines = new Map<string, number[]>();
  for (const { name, line } of assignmentsIn(text, file)) lines.set(name, [...(lines.get(name) ?? []), line]);
  return [...lines]
    .filter(([, at]) => at.length > 1)
    .map(
      ([name, at]) =>
        `  ! ${name} is set ${at.length === 2 ? 'twice' : `${at.length} times`} in ${file} (lines ${at.slice(0, -1).join(', ')} and ${at.at(-1)}); line ${at.at(-1)}’s value is used`,
    );
}

/** Files beside the project's that look like an env file but that a build does not read. */
function unreadLookAlikes(root: string, read: readonly string[]): string[] {
  const readNames = new Set(read);
  return readdirSync(root)
    .filter((name) => name.startsWith('.env') && name !== '.env.example' && !readNames.has(join(root, name)))
    .filter((name) => statSync(join(root, name)).isFile())
    .map((name) =>
      /^\.env\.development(\.local)?$/.test(name)
        ? `  · ${name} is read by \`npm run dev\` only, not by a build`
        : `  ! ${name} is not read: a build reads ${viteEnvFiles.join(', ')} and the files given with --env-file; rename it (.env.production.local), or pass it with --env-file`,
    );
}

/**
 * Vite's reader loses the first line of a file that starts with a byte-order mark (as an editor on
 * Windows may save it). Its values go into the environment here, so the build reads the file as
 * written: each where nothing read later sets it (a later file, --env-file, the environment).
 */
export function applyFilesWithByteOrderMark(root: string): void {
  const files = viteEnvFiles.map((name) => join(root, name)).filter((path) => existsSync(path));
  files.forEach((path, index) => {
    const text = readFileSync(path, 'utf8');
    if (!text.startsWith('\ufeff')) return;
    const later = new Set(
      files.slice(index + 1).flatMap((file) => namesIn(readFileSync(file, 'utf8'), file).map(({ name }) => name)),
    );
    for (const [name, value] of Object.entries(parseEnv(text.slice(1))))
      if (name.startsWith('VITE_') && process.env[name] === undefined && !later.has(name)) process.env[name] = value;
  });
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
  const read = files
    .filter((path) => existsSync(path))
    .map((path) => ({ path, file: shown(root, path), text: readFileSync(path, 'utf8') }));
  const written = read.flatMap(({ text, file }) => namesIn(text, file));
  const values = loadEnv('production', root, 'VITE_');
  const sources = new Map<string, ValueSource>();
  for (const name of Object.keys(values)) {
    const lastWritten = written.findLast((entry) => entry.name === name);
    sources.set(
      name,
      environment.has(name) || !lastWritten ? 'environment' : { file: lastWritten.file, line: lastWritten.line },
    );
  }
  return {
    values,
    sources,
    written,
    files: read.map(({ file, text }) => ({ file, names: namesIn(text, file).length })),
    fromEnvironment: [...sources.values()].filter((source) => source === 'environment').length,
    notices: [
      ...read.flatMap(({ text, file }) => repeatedNames(text, file)),
      ...unreadLookAlikes(
        root,
        read.map(({ path }) => path),
      ),
    ],
  };
}

/** `Read: .env.production.local (64 names), the environment (2 values)`. */
export function readingLine({ files, fromEnvironment }: Pick<EnvReading, 'files' | 'fromEnvironment'>): string {
  const parts = [
    ...files.map(({ file, names }) => `${file} (${names} ${names === 1 ? 'name' : 'names'})`),
    `the environment (${fromEnvironment} VITE_* ${fromEnvironment === 1 ? 'value' : 'values'})`,
  ];
  return `Read: ${parts.join(', ')}${files.length === 0 ? '; no env file: copy .env.example to .env.production.local and set your values there' : ''}`;
}

/** `.env.production.local:12`, or `environment`. */
export function describeSource(source: ValueSource | undefined): string {
  if (source === undefined || source === 'environment') return 'environment';
  return `${source.file}:${source.line}`;
}
