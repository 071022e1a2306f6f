import type { EnglishMessages } from './english-messages.generated';

/** Turns the generated literal types (each string's placeholders) into `string`, keeping the shape. */
type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

/**
 * The copy of one language, as the site reads it (src/i18n/locales/*.arb through tools/translations/messages-plugin.ts).
 * A key the code uses that en.arb lacks is a compile error; the translations' keys and placeholders
 * are held to en.arb's by the build and tests/unit/messages.test.ts.
 */
export type Dictionary = Widen<EnglishMessages>;

type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dot path to one string of the dictionary, such as `header.preorder`. */
export type TranslationKey = KeyPaths<Dictionary>;

/** Values interpolated into `{placeholder}`s. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/** The placeholders of the English string at a dot path, as the generated literal type. */
type EnglishAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? EnglishAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/** The names of the `{placeholder}`s in a string. */
type Placeholders<Template> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The `{placeholder}`s a key's string uses (the locales' parity test keeps them the same in every language). */
export type PlaceholdersOf<Key extends TranslationKey> = Placeholders<EnglishAt<EnglishMessages, Key>>;
