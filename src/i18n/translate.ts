import type { Dictionary, TranslationKey, TranslationParams } from './dictionary';

export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/** The string at a dot path, or undefined when the dictionary lacks it. */
export function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/** Replaces `{name}` with params.name; a placeholder without a value stays visible for the developer. */
export function interpolate(template: string, params: TranslationParams): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}

/** Every `{name}` in a string, for the parity test. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * A translator with the fallback chain of product-decisions.md: the active dictionary,
 * then English, then the key itself. `baseParams` (the brand) are always available.
 */
export function createTranslator(
  dictionary: Dictionary,
  fallback: Dictionary,
  baseParams: TranslationParams,
): Translate {
  return (key, params) => {
    const template = lookup(dictionary, key) ?? lookup(fallback, key) ?? key;
    return interpolate(template, params ? { ...baseParams, ...params } : baseParams);
  };
}
