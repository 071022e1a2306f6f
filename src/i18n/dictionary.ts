import type en from './locales/en';

/** Turns the literal string types of `as const` English into `string`, keeping the shape. */
type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

/** Every locale must have exactly this shape: a missing or misspelled key is a compile error. */
export type Dictionary = Widen<typeof en>;

type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dot path to one string of the dictionary, such as `header.preorder`. */
export type TranslationKey = KeyPaths<Dictionary>;

/** Values interpolated into `{placeholder}`s. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/** The English string at a dot path, as its literal type. */
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
export type PlaceholdersOf<Key extends TranslationKey> = Placeholders<EnglishAt<typeof en, Key>>;
