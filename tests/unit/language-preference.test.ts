import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { resolveLanguage, saveLanguage, savedLanguage } from '@/i18n/language-preference';

describe('resolveLanguage', () => {
  it('prefers the URL prefix over the saved choice', () => {
    expect(resolveLanguage('ko', 'it')).toBe('ko');
  });
  it('uses the saved choice on an unprefixed route', () => {
    expect(resolveLanguage(undefined, 'zh-TW')).toBe('zh-TW');
  });
  it('falls back to English', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('en');
  });
});

describe('the saved language', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read from the configured storage key', () => {
    expect(site.storageKeys.language).toBe('hazel-language');
    window.localStorage.setItem('hazel-language', 'ja');
    expect(savedLanguage.get()).toBe('ja');
  });

  it('round-trips through saveLanguage', () => {
    saveLanguage('zh-TW');
    expect(window.localStorage.getItem('hazel-language')).toBe('zh-TW');
    expect(savedLanguage.get()).toBe('zh-TW');
  });

  it.each(['', 'fr', 'zh-tw', 'EN', '{"lang":"ja"}', '\u0000garbage'])('ignores an invalid value %j', (value) => {
    window.localStorage.setItem('hazel-language', value);
    expect(savedLanguage.get()).toBeUndefined();
  });

  it('survives storage that throws on read and on write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(savedLanguage.get()).toBeUndefined();
    expect(() => saveLanguage('ja')).not.toThrow();
  });

  it('survives a browser where touching localStorage itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(savedLanguage.get()).toBeUndefined();
    expect(() => saveLanguage('it')).not.toThrow();
  });
});
