/** The metadata of a source key, as en.arb holds it: what translators see. */
export interface ArbMetadata {
  description?: string;
  placeholders?: Record<string, { description?: string; example?: string }>;
  'x-maxLength'?: number;
  /** A label only screen readers read (an aria-label, a visually hidden text): it never wraps on screen. */
  'x-screenReaderOnly'?: boolean;
  /** A sentence of safety or money that breaks only between phrases in Japanese and Chinese, however long. */
  'x-phraseWrap'?: boolean;
  /**
   * The part of the copy the key loads with, of those src/i18n/dictionary-parts.ts lists (the
   * pages that show it load it); none: the core every page loads.
   */
  'x-part'?: string;
}
export interface ArbFile {
  locale: string | undefined;
  messages: Record<string, string>;
  metadata: Record<string, ArbMetadata>;
}
export interface SourceComparison {
  missing: string[];
  extra: string[];
  placeholders: { key: string; expected: string[]; found: string[] }[];
  empty: string[];
  sameAsSource: string[];
}
export const localesDir: string;
export const sourceSegment: string;
export function localeFile(segment: string): string;
export function parseArb(text: string, file?: string): ArbFile;
export function readArb(segment: string): ArbFile;
export function placeholdersIn(text: string): string[];
export function compareWithSource(
  source: Record<string, string>,
  translation: Record<string, string>,
  mayMatchSource?: (key: string) => boolean,
): SourceComparison;
export function blockingProblems(segment: string, comparison: SourceComparison): string[];
export function untranslatedKeys(comparison: SourceComparison): string[];
export function completenessLine(segment: string, total: number, comparison: SourceComparison): string;
export function nest(messages: Record<string, string>): Record<string, unknown>;
export function readNestedMessages(segment: string): Record<string, unknown>;
