/**
 * A sample is never ready: every example the project itself gives, set as a value that names the
 * company or a place a visitor goes (variables.ts, `identifies`), is a sample to the launch check
 * as it is to the pages. The examples are gathered where the project gives them, so none is
 * listed twice: the commented lines of `.env.example`, the tests' env files (tests/e2e/*.env), and
 * the example each value's problem message gives. A value on a reserved example domain
 * (src/lib/reserved-domains.ts, the pages' rule too) is a sample wherever it came from. The tests'
 * own configuration declares its stand-in domains (VITE_TEST_STAND_INS, which the configuration
 * check takes from the tests' own file only) and is launchable as the tests' build: its values
 * are examples by design, and only a reserved domain other than its stand-ins is named.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '../../src/config/languages.ts';
import { isReservedHost } from '../../src/lib/reserved-domains.ts';
import { describeSource, type ValueSource } from './env-files.ts';
import { envText, type EnvSource } from './env-source.ts';
import * as kind from './value-kinds.ts';
import { knownVariables, variableDefaults, variables, type VariableSpec } from './variables.ts';

/** A value that is one of the project's examples, or on a reserved domain: a line of the report. */
export type ExampleFinding = { variable: string; source: string; value: string; why: string };

const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** An example and its alternatives: `line:@hazel, kakao:_AbCdEf or whatsapp:…` is three. */
function piecesOf(example: string): string[] {
  const whole = example.replace(/\s*\([^)]*\)\s*$/, '').replace(/, which dials .*$/, '');
  return [whole, ...whole.split(/,\s*(?=[a-z]+:)|\s+or\s+/)].map(normal).filter((piece) => piece !== '');
}

/** The example a value's problem message gives, for each market's form of the variable. */
function messageExamples(spec: VariableSpec): string[] {
  return [null, ...languages.map(({ code }) => code)].flatMap((language) => {
    try {
      spec.parse(language)('\u0001');
      return [];
    } catch (error) {
      return error instanceof kind.ValueProblem ? piecesOf(error.example) : [];
    }
  });
}

/** Every assignment in an env file: commented (`# VITE_X=…`) when `commented`, else plain ones. */
function assignments(text: string, commented: boolean): string[] {
  const pattern = commented ? /^#\s*(VITE_\w+)=(.+)$/ : /^(VITE_\w+)=(.+)$/;
  return text.split(/\r?\n/).flatMap((line) => {
    const match = pattern.exec(line.trim());
    return match?.[2] && knownVariables.get(match[1] ?? '')?.spec.identifies ? piecesOf(match[2]) : [];
  });
}

/** Every example the project gives, each with where it gives it. */
export function projectExamples(root: string): Map<string, string> {
  const examples = new Map<string, string>();
  const add = (values: readonly string[], where: string) => {
    for (const value of values) if (!examples.has(value)) examples.set(value, where);
  };
  for (const spec of variables.filter((entry) => entry.identifies))
    add(messageExamples(spec), 'the example the check’s messages give');
  const envExample = join(root, '.env.example');
  if (existsSync(envExample))
    add(assignments(readFileSync(envExample, 'utf8'), true), 'the example .env.example gives');
  const testsFolder = join(root, 'tests/e2e');
  if (existsSync(testsFolder))
    for (const file of readdirSync(testsFolder).filter((name) => name.endsWith('.env')))
      add(assignments(readFileSync(join(testsFolder, file), 'utf8'), false), `the tests’ value (tests/e2e/${file})`);
  return examples;
}

/** Domains in a value: a web address's host, an email address's domain, those within a text. */
function domainsIn(value: string): string[] {
  const hosts = [...value.matchAll(/https?:\/\/([^/\s:?#,]+)/gi)].map((match) => match[1] ?? '');
  const mailDomains = [...value.matchAll(/[^\s@,;()<>/:]+@([^\s@,;()<>]+\.[^\s@,;()<>]+)/g)].map(
    (match) => match[1] ?? '',
  );
  const bare = /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value.trim()) ? [value.trim()] : [];
  return [...hosts, ...mailDomains, ...bare];
}

/** Every value set that is an example of the project's or on a reserved example domain. */
export function exampleFindings(
  env: EnvSource,
  root: string,
  sources: ReadonlyMap<string, ValueSource> = new Map(),
): ExampleFinding[] {
  const examples = projectExamples(root);
  const standIns = kind.domainList(envText(env, 'VITE_TEST_STAND_INS') ?? '');
  const findings: ExampleFinding[] = [];
  for (const name of Object.keys(env).sort()) {
    const known = knownVariables.get(name);
    const value = envText(env, name);
    if (!known?.spec.identifies || value === undefined || value === variableDefaults[known.spec.name]) continue;
    const where = describeSource(sources.get(name));
    const reserved = domainsIn(value).find((domain) => isReservedHost(domain, standIns));
    // The tests' own configuration (its stand-ins accepted: config-check.ts) is made of examples.
    const example = standIns.length > 0 ? undefined : examples.get(normal(value));
    if (reserved)
      findings.push({
        variable: name,
        source: where,
        value,
        why: `is on a reserved example domain (${reserved}), which reaches nobody`,
      });
    else if (example) findings.push({ variable: name, source: where, value, why: `is ${example}` });
  }
  return findings;
}

/** `✗ VITE_CANCEL_URL (.env.production.local:4): "…" is on a reserved example domain …; set your own`. */
export function exampleLines(findings: readonly ExampleFinding[]): string[] {
  return findings.map(
    ({ variable, source, value, why }) => `  ✗ ${variable} (${source}): "${value}" ${why}; set your own`,
  );
}
