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
