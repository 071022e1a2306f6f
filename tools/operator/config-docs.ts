/**
 * `.env.example` and the docs' table of variables, written from the declarations (variables.ts)
 * by `npm run config:docs`; a unit test fails while either is stale. Neither is edited by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '../../src/config/languages.ts';
import { launchRules, type LaunchRuleDoc } from './launch-facts.ts';
import * as kind from './value-kinds.ts';
import { languageSuffix, variables, variableSections, type VariableSection, type VariableSpec } from './variables.ts';

const suffixes = languages.map(({ code }) => languageSuffix(code)).join(', ');

/** Where a value applies, in words. */
function scopeText(spec: VariableSpec): string | null {
  if (spec.scope === 'site') return null;
  if (spec.scope === 'market') return `Per market: also as ${spec.name}_JA and the like (${suffixes}).`;
  if (spec.scope === 'ownMarket') return `A market's own only: ${spec.name}_JA and the like (${suffixes}).`;
  return null;
}

/** The example a value's problem message gives, for an assignment `.env.example` can show. */
function messageExample(spec: VariableSpec): string | undefined {
  const language = spec.scope === 'site' || spec.scope === 'market' || spec.scope === 'ownMarket' ? null : spec.scope;
  try {
    spec.parse(language)('\u0001');
  } catch (error) {
    if (error instanceof kind.ValueProblem) return error.example.replace(/\s*\([^)]*\)\s*$/, '');
  }
  return undefined;
}

/** The lines `.env.example` gives a variable: set to its default, or its examples commented out. */
function assignmentLines(spec: VariableSpec): string[] {
  const lines = spec.default ? [`${spec.name}=${spec.default.value}`] : [];
  const examples = spec.examples ?? [];
  if (examples.length > 0) return [...lines, ...examples.map((example) => `# ${example}`)];
  if (spec.default) return lines;
  const name = spec.scope === 'ownMarket' ? `${spec.name}_JA` : spec.name;
  const example = messageExample(spec);
  return [`# ${name}=${example ?? ''}`];
}

/** The rules of the launch check that read a variable, in words. */
function launchText(spec: VariableSpec, rules: readonly LaunchRuleDoc[]): string[] {
  return rules
    .filter((rule) => rule.variables.includes(spec.name))
    .map((rule) => `${rule.what}${rule.law ? ` (${rule.law})` : ''}: ${rule.applies}`);
}

const plain = (text: string) => text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 (docs/$2)').replace(/`/g, '');

function wrap(text: string, width = 98): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const comment = (text: string) => wrap(plain(text)).map((line) => `# ${line}`);

const envExampleHead = [
  'Operator values, read at build time (`npm run build`). Copy this file to `.env.production.local` (git ignores it), or set the variables in your host\'s build settings; fill in your values and run `npm run launch-check` until it says "Ready to launch": it names every value still missing or a sample, market by market.',
  'Every value is checked as its kind before any build, a VITE_ name the site does not know is named with the one you meant, and every problem is listed at once, with its file and line. A default that is a sample is marked as one on the pages, and no example in this file is ever ready. tests/e2e/custom-build.env is a complete example.',
  'Written from tools/operator/variables.ts by `npm run config:docs`: edit the declarations there, not this file.',
];

function sectionsOf(specs: readonly VariableSpec[]): [VariableSection, VariableSpec[]][] {
  return (Object.keys(variableSections) as VariableSection[])
    .map((section): [VariableSection, VariableSpec[]] => [section, specs.filter((spec) => spec.section === section)])
    .filter(([, members]) => members.length > 0);
}

/** The text of `.env.example`. */
export function envExampleText(specs: readonly VariableSpec[], rules: readonly LaunchRuleDoc[]): string {
  const blocks = [envExampleHead.map((paragraph) => comment(paragraph).join('\n')).join('\n#\n')];
  for (const [section, members] of sectionsOf(specs)) {
    const heading = `# ${'='.repeat(3)} ${variableSections[section]} ${'='.repeat(Math.max(3, 94 - variableSections[section].length))}`;
    blocks.push(
      [
        heading,
        ...members.map((spec) =>
          [
            ...comment(`${spec.name}: ${spec.doc}`),
            ...[scopeText(spec)].filter((text) => text !== null).flatMap(comment),
            ...comment(`Unset: ${spec.unset}.`),
            ...launchText(spec, rules).flatMap((text) => comment(`Launch check: ${text}.`)),
            ...assignmentLines(spec),
          ].join('\n'),
        ),
      ].join('\n\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The docs' table of variables, section by section (docs/configuration-and-launch.md). */
export function variablesTable(specs: readonly VariableSpec[], rules: readonly LaunchRuleDoc[]): string {
  const parts = [
    '<!-- Written from tools/operator/variables.ts by `npm run config:docs`: edit the declarations, not this table. -->',
  ];
  for (const [section, members] of sectionsOf(specs)) {
    parts.push(`**${variableSections[section]}**`);
    parts.push(
      [
        '| variable | what it is | unset | launch check |',
        '| --- | --- | --- | --- |',
        ...members.map((spec) => {
          const scope =
            spec.scope === 'market' ? ' (per market)' : spec.scope === 'ownMarket' ? ' (a market’s own: `_JA`, …)' : '';
          return `| \`${spec.name}\`${scope} | ${cell(spec.doc)} | ${cell(spec.unset)} | ${cell(launchText(spec, rules).join('; ') || '—')} |`;
        }),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}

export const tableStart = '<!-- variables:start -->';
export const tableEnd = '<!-- variables:end -->';

/** The docs page with its table replaced by the one the declarations give. */
export function withVariablesTable(page: string, table: string): string {
  const start = page.indexOf(tableStart);
  const end = page.indexOf(tableEnd);
  if (start === -1 || end < start) throw new Error(`the page has no ${tableStart} … ${tableEnd} block`);
  return `${page.slice(0, start + tableStart.length)}\n\n${table}\n\n${page.slice(end)}`;
}

/** The files the declarations write, each with its text as it should be now. */
export function configDocFiles(root: string): { path: string; text: string }[] {
  const page = join(root, 'docs/configuration-and-launch.md');
  return [
    { path: join(root, '.env.example'), text: envExampleText(variables, launchRules) },
    { path: page, text: withVariablesTable(readFileSync(page, 'utf8'), variablesTable(variables, launchRules)) },
  ];
}
