/**
 * One declaration per variable (tools/operator/variables.ts): `.env.example`, the docs' table and
 * the names the check knows come from it, and the committed files are what it writes now.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configDocFiles, envExampleText, variablesTable } from '@tools/operator/config-docs';
import { launchRules } from '@tools/operator/launch-facts';
import * as kind from '@tools/operator/value-kinds';
import { knownVariablesOf, variables, type VariableSpec } from '@tools/operator/variables';

describe('the files the declarations write', () => {
  it.each(configDocFiles(process.cwd()).map(({ path, text }) => [path.slice(process.cwd().length + 1), text]))(
    '%s is what `npm run config:docs` writes now',
    (path, text) => {
      expect(readFileSync(path, 'utf8'), 'stale: run npm run config:docs').toBe(text);
    },
  );

  it('a variable declared once appears in .env.example, in the docs’ table and among the names the check knows', () => {
    const added: VariableSpec = {
      name: 'VITE_GARDEN_VISITS',
      scope: 'market',
      parse: () => kind.flag,
      section: 'promises',
      doc: 'Whether someone visits the garden.',
      unset: 'nobody visits',
      examples: ['VITE_GARDEN_VISITS_JA=true'],
    };
    const declared = [...variables, added];
    const example = envExampleText(declared, launchRules);
    expect(example).toContain('# VITE_GARDEN_VISITS: Whether someone visits the garden.\n');
    expect(example).toContain('# Unset: nobody visits.\n# VITE_GARDEN_VISITS_JA=true\n');
    expect(variablesTable(declared, launchRules)).toContain(
      '| `VITE_GARDEN_VISITS` (per market) | Whether someone visits the garden. | nobody visits | — |',
    );
    expect(knownVariablesOf(declared).get('VITE_GARDEN_VISITS_KO')).toMatchObject({ language: 'ko', spec: added });
  });

  it('names beside each variable the launch rules that read it, with their law', () => {
    const table = variablesTable(variables, launchRules);
    const row = table.split('\n').find((line) => line.startsWith('| `VITE_WARRANTY_URL`'));
    expect(row).toContain('the Magnuson-Moss pre-sale rule');
    expect(row).toContain('blocks the US market where it sells');
  });

  it('sets in .env.example only the declared defaults, each to its value', () => {
    const set = envExampleText(variables, launchRules)
      .split('\n')
      .filter((line) => /^VITE_/.test(line))
      .map((line) => line.split('=')[0]);
    expect(set).toEqual(variables.filter((spec) => spec.default).map(({ name }) => name));
  });
});
