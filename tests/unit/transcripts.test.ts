// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transcriptFingerprint, transcriptManifest } from '@tools/media/transcript-fingerprint.mjs';
import { languages } from '@/config/languages';
import { clipKeys } from '@/content/media';
import type { Dictionary } from '@/i18n/dictionary';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import en from '@/i18n/locales/en.arb';
import it_ from '@/i18n/locales/it.arb';
import ja from '@/i18n/locales/ja.arb';
import ko from '@/i18n/locales/ko.arb';
import zhTw from '@/i18n/locales/zh-tw.arb';

const dictionaries: Record<string, Dictionary> = { en, ja, ko, 'zh-TW': zhTw, it: it_ };
const rendered = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', transcriptManifest), 'utf8')) as Record<
  string,
  Record<string, string>
>;

// The dictionaries as the site loads them carry phrase breaks (ja, zh-TW); the clips were made from the words.
describe('each voice clip says what its transcript says', () => {
  it('no transcript has changed since its clip was rendered', () => {
    const stale = languages.flatMap(({ code, segment }) =>
      clipKeys
        .filter(
          (clip) =>
            rendered[segment]?.[clip] !==
            transcriptFingerprint(withoutPhraseBreaks(dictionaries[code]?.audio.transcripts[clip] ?? '')),
        )
        .map((clip) => `${segment}/${clip}`),
    );
    expect(
      stale,
      'A transcript changed without its clip: re-render with `npm run assets -- --only voice` (it rewrites tools/media/rendered-transcripts.json) or record the clip anew, or restore the words.',
    ).toEqual([]);
  });
});
