// @vitest-environment node
/**
 * The README is the map a newcomer trusts: every file path and every code symbol it names in
 * backticks must exist. A path is looked up from the repository root (or from src/, where the
 * README speaks of src's folders); a symbol (camelCase or PascalCase) must be declared somewhere
 * in the code. Commands, variables, values and web platform names are not references.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const spans = [...new Set([...readme.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''))];

/** Where the README's short paths may start: the root, or inside src/, the test folders, public/. */
const bases = ['', 'src/', 'tests/', 'tests/e2e/', 'tests/unit/', 'scripts/', 'build/', 'public/'];
/** What the build writes (not in a fresh clone): dist/'s folders and the tools' result folders. */
const builtOutputs = new Set([
  'assets',
  'dist',
  'dist-custom',
  'dist-waitlist',
  'bench-results',
  'test-results',
  'screenshots',
]);
/** npm packages and ESLint rules are named by what package.json and the ESLint config say. */
const configText = ['package.json', 'eslint.config.js', 'eslint.config.mjs', 'eslint.config.ts']
  .filter((file) => existsSync(join(root, file)))
  .map((file) => readFileSync(join(root, file), 'utf8'))
  .join('\n');

const pathLike = (span: string) =>
  !/[\s<>*{}$=:]/.test(span) &&
  !span.startsWith('http') &&
  (/^\.?[\w@.-]+\/[\w./@-]*$/.test(span) ||
    /^[\w.-]+\.(ts|tsx|mjs|mts|js|json|md|css|conf|toml|yml|yaml|env)$/.test(span));

/** A name in code: lowerCamel with an upper-case letter, or a PascalCase word with a lower-case one. */
const symbolLike = (span: string) => /^[a-z]+[A-Z]\w*$/.test(span) || /^[A-Z][a-z]+[A-Z]\w*$/.test(span);

/** Browser, Node and library names the README cites; they are not ours to declare. */
const platformNames = new Set([
  'localStorage',
  'sessionStorage',
  'requestIdleCallback',
  'beforeprint',
  'trailingZeroDisplay',
  'minifySync',
  'allowScripts',
  'executablePath',
  'fullyParallel',
  'moduleMockingTests',
  'navigator',
]);

function allFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name.startsWith('dist')) return [];
    const path = join(folder, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name.startsWith('dist')) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|mts|css)$/.test(name) ? [path] : [];
  });
}

/** A bare file name (`session.ts`) is found anywhere in the repository. */
const fileNames = new Set(allFiles(root).map((file) => file.split('/').at(-1)));

const code = ['src', 'build', 'scripts', 'tests']
  .flatMap((folder) => sourceFiles(join(root, folder)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/**
 * A built output (`dist/_headers`, `bench-results/latest.json`) is not in a fresh clone: it counts
 * when its folder is one the tools write and the code that writes it names the file.
 */
function builtOutput(path: string): boolean {
  const [folder = '', ...rest] = path.split('/');
  if (!builtOutputs.has(folder)) return false;
  const fileName = rest.at(-1);
  return fileName === undefined || code.includes(fileName);
}

describe('the README names only what exists', () => {
  it('every file and folder it names', () => {
    const missing = spans
      .filter(pathLike)
      .map((span) => span.replace(/:\d+$/, '').replace(/\/$/, ''))
      // `../shared/...`: the team's notes beside the repository, not in a clone of it.
      .filter((path) => !path.startsWith('../'))
      .filter(
        (path) =>
          !builtOutput(path) && path !== '@' && !configText.includes(`"${path}`) && !configText.includes(`'${path}`),
      )
      .filter((path) => !(!path.includes('/') && fileNames.has(path)))
      .filter((path) => !bases.some((base) => existsSync(join(root, base, path))));
    expect(missing).toEqual([]);
  });

  it('every function, component, type and constant it names', () => {
    const missing = spans
      .filter(symbolLike)
      .filter((name) => !platformNames.has(name))
      .filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
    expect(missing).toEqual([]);
  });

  it('every file the code’s error messages send a developer to, holding what they name', () => {
    const named = [
      ...code.matchAll(/new Error\(\s*[`'"]([^`'"]*?)\b((?:src|build|scripts|tests)\/[\w./-]+\.\w+)/g),
    ].map(([, message = '', path = '']) => ({ path, component: /<(\w+)>/.exec(message)?.[1] }));
    expect(named.length).toBeGreaterThan(0);
    const wrong = named.filter(
      ({ path, component }) =>
        !existsSync(join(root, path)) || (component && !readFileSync(join(root, path), 'utf8').includes(component)),
    );
    expect(wrong).toEqual([]);
  });
});
