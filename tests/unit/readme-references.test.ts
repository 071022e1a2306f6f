// @vitest-environment node
/**
 * The README and the pages of docs/ are the map a newcomer trusts: every file path and every code
 * symbol they name in backticks must exist, and every link between them must lead somewhere. A
 * path is looked up from the repository root (or from src/, where the text speaks of src's
 * folders), in docs/ as in the README; a symbol (camelCase or PascalCase) must be declared
 * somewhere in the code. Commands, variables, values and web platform names are not references.
 * The README stays a short map: the detail lives in docs/.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** The README, then every page of docs/, each with its path from the root. */
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

/** The README is the page everyone opens: past this, it is a manual again, and docs/ is for that. */
const readmeMaxLines = 120;

/** What a document names in backticks, each once. */
const spansOf = (text: string) => [...new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''))];

/** Where the documents' short paths may start: the root, or inside src/, the test folders, public/. */
const bases = ['', 'src/', 'tests/', 'tests/e2e/', 'tests/unit/', 'tools/', 'public/'];
/**
 * What the build writes (not in a fresh clone): dist/'s folders and the tools' result folders; and
 * the hosts' functions (`functions/`, `netlify/`, `api/`), which `npm run deploy-config` writes only for a measurement collector.
 */
const builtOutputs = new Set([
  'assets',
  'dist',
  'dist-custom',
  'dist-custom-measured',
  'dist-waitlist',
  'functions',
  'netlify',
  'api',
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

/** Browser, Node and library names the documents cite; they are not ours to declare. */
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
  'grepInvert',
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

const code = ['src', 'tools', 'tests', 'shared']
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

/** Links in a document's own text: a fenced block is code, not the document's links. */
function linksOf(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** A link to another site or by mail is the reader's to follow, not a file of ours. */
const relative = (link: string) => !/^[a-z][\w+.-]*:/i.test(link);

/**
 * GitHub's anchor for each heading: lower case, punctuation dropped, spaces as hyphens, and a
 * repeated heading numbered (-1, -2). Headings inside fenced blocks are code.
 */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const headings = [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)];
  return new Set(
    headings.map(([, heading = '']) => {
      const slug = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    }),
  );
}

/**
 * Where a link from `from` leads, relative to that document's folder (`speed.md#budgets` from
 * docs/, `docs/speed.md` from the README), or why it leads nowhere: no such file, or a markdown
 * file without that heading.
 */
function brokenLink(from: string, link: string): string | undefined {
  const [path = '', anchor] = link.split('#');
  const target = path === '' ? join(root, from) : join(root, dirname(from), decodeURIComponent(path));
  if (!existsSync(target)) return 'no such file';
  if (anchor === undefined || !target.endsWith('.md') || statSync(target).isDirectory()) return undefined;
  return anchorsOf(readFileSync(target, 'utf8')).has(anchor) ? undefined : `no heading #${anchor}`;
}

describe('the README', () => {
  it(`is a short map: at most ${readmeMaxLines} lines`, () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(readmeMaxLines);
  });
});

describe.each(documents.map(({ path, text }) => [path, text]))('%s names only what exists', (document, text) => {
  const spans = spansOf(text);

  it('every file and folder it names', () => {
    const missing = spans
      .filter(pathLike)
      .map((span) => span.replace(/:\d+$/, '').replace(/\/$/, ''))
      .filter(
        (path) =>
          !builtOutput(path) && path !== '@' && !configText.includes(`"${path}`) && !configText.includes(`'${path}`),
      )
      .filter((path) => !(!path.includes('/') && fileNames.has(path)))
      // A path outside the repository (`../shared/...`) is never in a clone of it, even where it exists here.
      .filter((path) => path.startsWith('../') || !bases.some((base) => existsSync(join(root, base, path))));
    expect(missing).toEqual([]);
  });

  it('every function, component, type and constant it names', () => {
    const missing = spans
      .filter(symbolLike)
      .filter((name) => !platformNames.has(name))
      .filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
    expect(missing).toEqual([]);
  });

  it('every link to a file of the repository, and to a heading there', () => {
    const broken = linksOf(text)
      .filter(relative)
      .map((link) => ({ link, why: brokenLink(document, link) }))
      .filter(({ why }) => why !== undefined);
    expect(broken).toEqual([]);
  });
});

describe('the code sends a developer only where something is', () => {
  it('every file the code’s error messages send a developer to, holding what they name', () => {
    const named = [...code.matchAll(/new Error\(\s*[`'"]([^`'"]*?)\b((?:src|tools|tests|shared)\/[\w./-]+\.\w+)/g)].map(
      ([, message = '', path = '']) => ({ path, component: /<(\w+)>/.exec(message)?.[1] }),
    );
    expect(named.length).toBeGreaterThan(0);
    const wrong = named.filter(
      ({ path, component }) =>
        !existsSync(join(root, path)) || (component && !readFileSync(join(root, path), 'utf8').includes(component)),
    );
    expect(wrong).toEqual([]);
  });
});
