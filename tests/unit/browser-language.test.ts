import { describe, expect, it } from 'vitest';
import { preferredOtherLanguage, siteLanguageOfTag } from '@/i18n/browser-language';

describe('the site language a browser prefers to English', () => {
  it.each([
    [['ja-JP', 'en-US'], 'ja'],
    [['ko'], 'ko'],
    [['zh-TW'], 'zh-TW'],
    [['zh-Hant-HK'], 'zh-TW'],
    [['it-IT', 'it', 'en'], 'it'],
    [['fr-FR', 'ja'], 'ja'],
    [['en-GB', 'ja-JP'], undefined],
    [['zh-CN', 'en'], undefined],
    [['fr-FR'], undefined],
    [[], undefined],
  ])('%j: %s', (browser, expected) => {
    expect(preferredOtherLanguage(browser)).toBe(expected);
  });

  it('reads tags in any case and with underscores', () => {
    expect(siteLanguageOfTag('JA_jp')).toBe('ja');
    expect(siteLanguageOfTag('zh_tw')).toBe('zh-TW');
    expect(siteLanguageOfTag('zh')).toBeUndefined();
  });
});
