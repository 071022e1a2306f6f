import type { BaseParamName } from './base-params';
import type { Dictionary, PlaceholdersOf, TranslationKey, TranslationParams } from './dictionary';
import { interpolate } from './interpolate';

/** The values a key's string needs from its caller: its placeholders, less the ones every string has. */
type CallerParams<Key extends TranslationKey> = Exclude<PlaceholdersOf<Key>, BaseParamName>;

/** A key whose string needs nothing from its caller: what tables of labels and props hold. */
export type PlainTranslationKey = {
  [Key in TranslationKey]: [CallerParams<Key>] extends [never] ? Key : never;
}[TranslationKey];

/**
 * Translates a key. Its string's own placeholders are required, exactly: leaving one out, or
 * passing one the string does not use, is a compile error.
 */
export type Translate = <Key extends TranslationKey>(
  key: Key,
  ...params: [CallerParams<Key>] extends [never] ? [] : [params: Readonly<Record<CallerParams<Key>, string | number>>]
) => string;

/** The string at a dot path, or undefined when the dictionary lacks it. */
export function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/**
 * A translator with a fallback chain, so a missing string never shows a blank: the active dictionary,
 * then English (when it is loaded), then the key itself. `baseParams` (the brand) are always available;
 * the caller's params win over them.
 * Every locale is complete (its type and the locale tests say so), so the chain is a safety net only.
 */
export function createTranslator(
  dictionary: Dictionary,
  fallback: Dictionary | undefined,
  baseParams: TranslationParams,
): Translate {
  return (key: TranslationKey, params?: TranslationParams) => {
    const template = lookup(dictionary, key) ?? (fallback && lookup(fallback, key)) ?? key;
    return interpolate(template, params ?? {}, baseParams);
  };
}
