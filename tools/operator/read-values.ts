/**
 * The operator's values, each parsed once by its declaration's kind (variables.ts): the
 * configuration check parses every value it is given and keeps the result; the resolvers then read
 * a variable by its name, for a market, and get its typed value without naming its kind again.
 */
import type { Language } from '../../src/config/languages.ts';
import { envText, type EnvSource } from './env-source.ts';
import { ValueProblem } from './value-kinds.ts';
import {
  defaultValue,
  knownVariables,
  languageSuffix,
  variableNamed,
  type ValueOf,
  type VariableName,
} from './variables.ts';

/** Each configuration's parsed values, by name and text: the check fills it, the resolvers read it. */
const parsedValues = new WeakMap<EnvSource, Map<string, unknown>>();

type Parsed = { value: unknown } | { problem: ValueProblem };

/** A value as written under a name the declarations know, parsed by its kind (once per configuration). */
export function parseWritten(env: EnvSource, name: string, text: string): Parsed {
  const known = knownVariables.get(name);
  if (!known) throw new Error(`${name} is not declared in tools/operator/variables.ts`);
  const cache = parsedValues.get(env) ?? new Map<string, unknown>();
  parsedValues.set(env, cache);
  const key = `${name}\u0000${text}`;
  if (cache.has(key)) return { value: cache.get(key) };
  try {
    const value = known.spec.parse(known.language)(text);
    cache.set(key, value);
    return { value };
  } catch (error) {
    if (error instanceof ValueProblem) return { problem: error };
    throw error;
  }
}

/** The names a market's value of a variable may be written under, its own first. */
function namesFor(variable: VariableName, language: Language | null): string[] {
  const { scope } = variableNamed(variable);
  const own = language === null ? [] : [`${variable}${languageSuffix(language)}`];
  if (scope === 'site') return [variable];
  if (scope === 'market') return [...own, variable];
  if (scope === 'ownMarket') return own;
  return [variable];
}

/**
 * A market's text of a variable (null: the value for every market) as written: its own if set,
 * otherwise the global one, with the name it was written under; undefined when neither is set.
 */
export function readText(
  env: EnvSource,
  variable: VariableName,
  language: Language | null = null,
): { name: string; value: string } | undefined {
  for (const name of namesFor(variable, language)) {
    const value = envText(env, name);
    if (value !== undefined) return { name, value };
  }
  return undefined;
}

/**
 * A market's value of a variable, as readText finds it, parsed by its kind. A value not of its
 * kind stops the build, naming the variable (the check has listed it already).
 */
export function readValue<Name extends VariableName>(
  env: EnvSource,
  variable: Name,
  language: Language | null = null,
): { name: string; value: ValueOf<Name> } | undefined {
  const written = readText(env, variable, language);
  if (!written) return undefined;
  const { name, value: text } = written;
  const parsed = parseWritten(env, name, text);
  if ('problem' in parsed)
    throw new Error(`${name}: "${text}" ${parsed.problem.reason}; for example ${parsed.problem.example}`);
  // The value of the declaration this name belongs to: of the type its kind gives.
  return { name, value: parsed.value as ValueOf<Name> };
}

/** A market's value of a variable, or its declared default, parsed by the same declaration. */
export function readOrDefault<Name extends VariableName>(
  env: EnvSource,
  variable: Name,
  language: Language | null = null,
): { name: string; value: ValueOf<Name> } {
  const chosen = readValue(env, variable, language);
  if (chosen) return chosen;
  const text = defaultValue(variable);
  const parsed = parseWritten(env, variable, text);
  if ('problem' in parsed) throw new Error(`${variable}'s default "${text}" ${parsed.problem.reason}`);
  return { name: variable, value: parsed.value as ValueOf<Name> };
}
