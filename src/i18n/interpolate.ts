import type { TranslationParams } from './dictionary';

/**
 * Replaces `{name}` with the value of the first of `sources` that has one; a placeholder without a
 * value stays visible for the developer. Only the values the string names are read.
 */
export function interpolate(template: string, ...sources: readonly TranslationParams[]): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const source = sources.find((params) => Object.prototype.hasOwnProperty.call(params, name));
    return source ? String(source[name]) : match;
  });
}
