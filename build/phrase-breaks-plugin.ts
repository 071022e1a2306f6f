import { parseSync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { phraseSegmenter, withPhraseBreaks } from './phrase-breaks.ts';

type Node = { type?: string; start?: number; end?: number; value?: unknown; [key: string]: unknown };

/** Every string value of an object property in a parsed module: where it is and what it says. */
function propertyStrings(node: unknown, found: { start: number; end: number; text: string }[] = []) {
  if (Array.isArray(node)) for (const child of node) propertyStrings(child, found);
  else if (node && typeof node === 'object') {
    const { type, value } = node as Node;
    const literal = value as Node | undefined;
    if (type === 'Property' && literal?.type === 'Literal' && typeof literal.value === 'string')
      found.push({ start: literal.start ?? 0, end: literal.end ?? 0, text: literal.value });
    for (const child of Object.values(node)) if (child && typeof child === 'object') propertyStrings(child, found);
  }
  return found;
}

/**
 * Puts phrase breaks (build/phrase-breaks.ts) into the short strings of the Japanese and Traditional
 * Chinese dictionaries (src/i18n/locales/ja.ts, zh-tw.ts) as Vite loads them, for the browser,
 * the prerender and the unit tests alike. The files themselves stay as translators wrote them.
 */
export function phraseBreaksPlugin(): Plugin {
  return {
    name: 'hazel:phrase-breaks',
    transform: {
      filter: { id: /[\\/]src[\\/]i18n[\\/]locales[\\/](ja|zh-tw)\.ts$/ },
      handler(code, id) {
        const locale = /([\w-]+)\.ts$/.exec(id)?.[1] ?? '';
        const segmenter = phraseSegmenter(locale);
        if (!segmenter) return null;
        const { program, errors } = parseSync(id, code);
        if (errors.length > 0) throw new Error(`${id} did not parse: ${errors[0]?.message ?? ''}`);
        let result = '';
        let last = 0;
        for (const { start, end, text } of propertyStrings(program).sort((a, b) => a.start - b.start)) {
          const broken = withPhraseBreaks(text, segmenter);
          if (broken === text) continue;
          result += code.slice(last, start) + JSON.stringify(broken);
          last = end;
        }
        return { code: result + code.slice(last), map: null };
      },
    },
  };
}
