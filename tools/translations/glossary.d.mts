/** One term of a language's glossary (src/i18n/glossary/<segment>.csv). */
export interface GlossaryTerm {
  english: string[];
  translation: string[];
  not: string[];
  keys: string[];
  description: string;
}
export interface GlossaryViolation {
  key: string;
  term: string;
  problem: string;
}
export const glossaryDir: string;
export const glossaryColumns: readonly string[];
export function glossaryFile(segment: string): string;
export function parseCsv(text: string): string[][];
export function parseGlossary(text: string, file?: string): GlossaryTerm[];
export function readGlossary(segment: string): GlossaryTerm[];
export function glossaryViolations(
  glossary: readonly GlossaryTerm[],
  source: Record<string, string>,
  translation: Record<string, string>,
): GlossaryViolation[];
