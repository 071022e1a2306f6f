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
 * A translator with a fallback chain, so a missing string never shows a blank: the active dictionary,
 * then English, then the key itself. `baseParams` (the brand) are always available.
 * When English is not loaded yet, a missing string shows its key and `onMissing` is told,
 * so the caller can load English and translate again.
 */
export function createTranslator(
  dictionary: Dictionary,
  fallback: Dictionary | undefined,
  baseParams: TranslationParams,
  onMissing?: () => void,
): Translate {
  return (key, params) => {
    let template = lookup(dictionary, key) ?? (fallback && lookup(fallback, key));
    if (template === undefined) {
      if (!fallback) onMissing?.();
      template = key;
    }
    return interpolate(template, params ? { ...baseParams, ...params } : baseParams);
  };
}
