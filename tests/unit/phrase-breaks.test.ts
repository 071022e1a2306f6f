// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breakBetweenPhrases, phraseParser } from '@build/phrase-breaks';
import { phraseBreak, withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import en from '@/i18n/locales/en';
import ja from '@/i18n/locales/ja';
import ko from '@/i18n/locales/ko';
import zhTw from '@/i18n/locales/zh-tw';

const jaParser = phraseParser('ja');
const zhParser = phraseParser('zh-tw');
const show = (text: string) => text.replaceAll('\u200b', '|');

describe('phrase breaks (BudouX, at build time)', () => {
  it('puts a break between the phrases of Japanese and Traditional Chinese, and nowhere inside one', () => {
    if (!jaParser || !zhParser) throw new Error('no parser');
    expect(show(breakBetweenPhrases('Hazelに会う：あいさつを聞く', jaParser))).toBe('Hazelに|会う：|あいさつを|聞く');
    expect(show(breakBetweenPhrases('いつも、そばに。そして、ご家族にも', jaParser))).toBe(
      'いつも、|そばに。|そして、|ご家族にも',
    );
    expect(show(breakBetweenPhrases('加入候補名單', zhParser))).toBe('加入|候補|名單');
  });

  it('never starts a line with closing punctuation or ends one with an opening bracket', () => {
    if (!jaParser) throw new Error('no parser');
    const broken = show(breakBetweenPhrases('話す内容は「文字で読む」でお読みいただけます。', jaParser));
    expect(broken).not.toMatch(/\|[」、。：]/);
    expect(broken).not.toMatch(/「\|/);
  });

  it('reads a placeholder as one word and never splits it', () => {
    if (!jaParser || !zhParser) throw new Error('no parser');
    expect(show(breakBetweenPhrases('認識{brand}：聽聽她的問候', zhParser))).not.toMatch(/\{[^}]*\|/);
    expect(breakBetweenPhrases('{brand}のトップページ', jaParser)).toMatch(/^\{brand\}の/);
  });

  it('adds nothing beside a space, inside a Latin word or number, or to text without CJK', () => {
    if (!jaParser) throw new Error('no parser');
    expect(breakBetweenPhrases('WhatsApp', jaParser)).toBe('WhatsApp');
    expect(show(breakBetweenPhrases('24時間 365日 サポート', jaParser))).not.toMatch(/\| |\|$| \|/);
    expect(phraseParser('ko')).toBeUndefined();
  });

  it('is removed again for text that leaves the page as data', () => {
    if (!jaParser) throw new Error('no parser');
    expect(withoutPhraseBreaks(breakBetweenPhrases('Hazelに会う：あいさつを聞く', jaParser))).toBe(
      'Hazelに会う：あいさつを聞く',
    );
  });

  it('is in the Japanese and Chinese dictionaries as the site loads them (the Vite plugin), and in no other', () => {
    expect(ja.home.meetButton).toContain(phraseBreak);
    expect(zhTw.home.meetButton).toContain(phraseBreak);
    expect(JSON.stringify(en)).not.toContain(phraseBreak);
    expect(JSON.stringify(ko)).not.toContain(phraseBreak);
  });
});
