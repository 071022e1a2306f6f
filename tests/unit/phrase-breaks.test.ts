// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breakBetweenPhrases, phraseSegmenter, withKoreanWordsJoined } from '@tools/translations/phrase-breaks';
import {
  asOneUnit,
  breakableAfterHyphens,
  phraseBreak,
  unbrokenNumber,
  withoutPhraseBreaks,
} from '@/i18n/phrase-breaks';
import en from '@/i18n/locales/en.arb';
import ja from '@/i18n/locales/ja.arb';
import ko from '@/i18n/locales/ko.arb';
import zhTw from '@/i18n/locales/zh-tw.arb';

const jaParser = phraseSegmenter('ja');
const zhParser = phraseSegmenter('zh-tw');
const show = (text: string) => text.replaceAll('\u200b', '|').replaceAll('\u2060', '+');

describe('phrase breaks (BudouX, at build time)', () => {
  it('puts a break between the phrases of Japanese and Traditional Chinese, and nowhere inside one', () => {
    if (!jaParser || !zhParser) throw new Error('no parser');
    expect(show(breakBetweenPhrases('Hazelに会う：あいさつを聞く', jaParser))).toBe('Hazel+に|会う：|あいさつを|聞く');
    expect(show(breakBetweenPhrases('いつもそばにいる話し相手', jaParser))).toBe('いつも|そばに|いる|話し相手');
    expect(show(breakBetweenPhrases('加入候補名單', zhParser))).toBe('加入|候補|名單');
  });

  it('never breaks inside a word the dictionary knows, nor leaves one character alone at an end', () => {
    if (!zhParser) throw new Error('no parser');
    // BudouX's Chinese model alone would split 打招|呼 and leave 嗎？ alone.
    expect(show(breakBetweenPhrases('認識 {brand}：聽她打招呼', zhParser))).not.toMatch(/打招\|呼/);
    expect(show(breakBetweenPhrases('想提供更大額的贊助嗎？', zhParser))).toMatch(/贊助嗎？$/);
  });

  it('holds a Latin word, a number or a closing bracket to the CJK of its phrase, where engines break under keep-all', () => {
    if (!jaParser) throw new Error('no parser');
    expect(show(breakBetweenPhrases('Wi-Fiやスマートフォン', jaParser))).toMatch(/^Wi-\+Fi\+や\|/);
    expect(show(breakBetweenPhrases('個人情報保護法・GDPRとお客様の権利', jaParser))).toBe(
      '個人情報保護法・|GDPR+と|お客様の|権利',
    );
    // Balanced lines would otherwise prefer the break after the dot (「ご相談・／苦情の窓口」).
    expect(show(breakBetweenPhrases('ご相談・苦情の窓口', jaParser))).toBe('ご相談・+苦情の|窓口');
    expect(show(breakBetweenPhrases('{phone}（{digits}）に電話する', jaParser))).toBe(
      '{phone}|（{digits}）+に|電話する',
    );
  });

  it('breaks after CJK punctuation and before an opening bracket too (WebKit does not, under keep-all)', () => {
    if (!jaParser) throw new Error('no parser');
    expect(show(breakBetweenPhrases('いつも、そばに。そして、ご家族にも', jaParser))).toBe(
      'いつも、|そばに。|そして、|ご家族にも',
    );
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
    expect(show(breakBetweenPhrases('{brand}のトップページ', jaParser))).toBe('{brand}+の|トップページ');
  });

  it('adds nothing beside a space, inside a Latin word or number, or to text without CJK', () => {
    if (!jaParser) throw new Error('no parser');
    expect(breakBetweenPhrases('WhatsApp', jaParser)).toBe('WhatsApp');
    expect(show(breakBetweenPhrases('24時間 365日 サポート', jaParser))).not.toMatch(/\| |\|$| \|/);
    expect(phraseSegmenter('ko')).toBeUndefined();
  });

  it('holds a value put into a label together: a price as one unit, a vanity number breakable only between its parts', () => {
    expect(show(asOneUnit('1,000米ドル'))).toBe('1,000+米ドル');
    expect(show(asOneUnit('US$295'))).toBe('US$295');
    // The wake word: WebKit breaks before 「（」 even under keep-all (「Aria / （艾莉亞）」).
    expect(show(asOneUnit('Aria（艾莉亞）'))).toBe('Aria+（艾莉亞）');
    // Safari and Firefox give no break after a hyphen under keep-all, and split 「HAZEL」 at 150%.
    expect(show(breakableAfterHyphens('1-844-GO-HAZEL', 'ja'))).toBe('1-844-|GO-|HAZEL');
    expect(show(breakableAfterHyphens('1-844-GO-HAZEL', 'zh-TW'))).toBe('1-844-|GO-|HAZEL');
    expect(breakableAfterHyphens('1-844-GO-HAZEL', 'en')).toBe('1-844-GO-HAZEL');
  });

  it('holds two Korean nouns joined by a middle dot together, and lets a bracket after a word start a line', () => {
    expect(show(withKoreanWordsJoined('개인정보의 수집·이용 목적'))).toBe('개인정보의 수집+·+이용 목적');
    expect(show(withKoreanWordsJoined('분쟁조정위원회(1833-6972)에'))).toBe('분쟁조정위원회|(1833-6972)에');
    expect(ko.legal.privacy.purposes.title).toContain('수집\u2060·\u2060이용');
  });

  it('is removed again for text that leaves the page as data', () => {
    if (!jaParser) throw new Error('no parser');
    expect(withoutPhraseBreaks(breakBetweenPhrases('Hazelに会う：あいさつを聞く', jaParser))).toBe(
      'Hazelに会う：あいさつを聞く',
    );
  });

  it('is in the Japanese and Chinese dictionaries as the site loads them (the Vite plugin), and not in English or (between words) Korean', () => {
    expect(ja.home.meetButton).toContain(phraseBreak);
    expect(zhTw.home.meetButton).toContain(phraseBreak);
    expect(JSON.stringify(en)).not.toContain(phraseBreak);
    // Korean: only before a bracket that follows a word (withKoreanWordsJoined).
    expect(JSON.stringify(ko)).not.toMatch(new RegExp(`${phraseBreak}[^(（]`));
  });

  it('puts breaks in a sentence of safety or money however long (x-phraseWrap), and in no other running text', () => {
    // The emergency list and the guarantee are longer than any label, and still break only between phrases.
    for (const dictionary of [ja, zhTw]) {
      expect(withoutPhraseBreaks(dictionary.emergency.keepAlert).length).toBeGreaterThan(50);
      expect(dictionary.emergency.keepAlert).toContain(phraseBreak);
      expect(dictionary.offer.guarantee).toContain(phraseBreak);
      expect(dictionary.support.options.phone.notEmergency).toContain(phraseBreak);
      // An FAQ answer is running text: it breaks anywhere, as Japanese and Chinese text does.
      expect(dictionary.faq.items.q1.answer).not.toContain(phraseBreak);
    }
  });
});

describe('a number in a Japanese or Chinese label', () => {
  it('stays one unit with the word after it, and is left as it is in the other languages', () => {
    const shown = unbrokenNumber('0120-123-456', 'ja');
    expect(withoutPhraseBreaks(shown)).toBe('0120-123-456');
    expect(shown).toBe('\u20600120-\u2060123-\u2060456\u2060');
    expect(unbrokenNumber('0120-123-456', 'ko')).toBe('0120-123-456');
  });
});
