/** What one key of a translation records: the English it was made from and the translation's fingerprint. */
export interface RecordEntry {
  en: string;
  translation: string;
  /** Set when an English change was recorded as leaving the meaning as it was: the English before, and why. */
  meaningUnchanged?: { from: string; why: string };
}
export type TranslatedFrom = Record<string, RecordEntry>;
export interface TranslationStatus {
  missing: string[];
  outdated: { key: string; before: string; after: string }[];
  unrecorded: string[];
  current: number;
}
export const translatedFromDir: string;
export function translatedFromFile(segment: string): string;
export function fingerprint(text: string): string;
export function parseRecord(text: string, file?: string): TranslatedFrom;
export function readRecord(segment: string): TranslatedFrom;
export function recordText(segment: string, record: TranslatedFrom, sourceKeys: readonly string[]): string;
export function writeRecord(segment: string, record: TranslatedFrom, sourceKeys: readonly string[]): void;
export function translationStatus(
  source: Record<string, string>,
  translation: Record<string, string>,
  record: TranslatedFrom,
): TranslationStatus;
export function keysBehind(status: TranslationStatus): string[];
export function recordTranslations(
  source: Record<string, string>,
  translation: Record<string, string>,
  record: TranslatedFrom,
): TranslatedFrom;
export function recordSameMeaning(
  source: Record<string, string>,
  translation: Record<string, string>,
  record: TranslatedFrom,
  keys: readonly string[],
  why: string,
): { record: TranslatedFrom; changed: string[] };
export function translatedSegments(): string[];
export function statusOfFiles(segments?: readonly string[]): Record<string, TranslationStatus>;
export function statusReport(statuses: Record<string, TranslationStatus>): { text: string; behind: number };
