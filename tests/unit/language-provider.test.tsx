import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/locales/en.arb';
import it_ from '@/i18n/locales/it.arb';
import ja from '@/i18n/locales/ja.arb';
import ko from '@/i18n/locales/ko.arb';
import { useTranslation } from '@/i18n/use-translation';
import { renderWithProviders } from './render';

function Probe() {
  const { language, t } = useTranslation();
  return <p data-language={language}>{t('header.features')}</p>;
}

describe('LanguageProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the URL prefix, saves it, and sets <html lang>', async () => {
    await renderWithProviders(<Probe />, { path: '/ko/faq' });
    expect(screen.getByText(ko.header.features)).toHaveAttribute('data-language', 'ko');
    await waitFor(() => expect(document.documentElement.lang).toBe('ko'));
    expect(window.localStorage.getItem('hazel-language')).toBe('ko');
  });

  it('sets lang="zh-TW" for the zh-tw prefix', async () => {
    await renderWithProviders(<Probe />, { path: '/zh-tw' });
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-TW'));
  });

  it('renders an unprefixed route in English first (as prerendered), then in the saved language', async () => {
    window.localStorage.setItem('hazel-language', 'ja');
    await renderWithProviders(<Probe />, { path: '/faq' });
    expect(await screen.findByText(ja.header.features)).toHaveAttribute('data-language', 'ja');
    expect(window.localStorage.getItem('hazel-language')).toBe('ja');
  });

  it('keeps English on an unprefixed route when storage holds garbage', async () => {
    window.localStorage.setItem('hazel-language', 'klingon');
    await renderWithProviders(<Probe />, { path: '/pricing' });
    await act(() => Promise.resolve());
    expect(screen.getByText(en.header.features)).toHaveAttribute('data-language', 'en');
  });

  it('renders even when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    await renderWithProviders(<Probe />, { path: '/it/trust' });
    expect(screen.getByText(it_.header.features)).toBeInTheDocument();
  });

  it('switches language when the route prefix changes', async () => {
    const { navigate } = await renderWithProviders(<Probe />, { path: '/en/faq' });
    act(() => navigate('/it/faq'));
    expect(await screen.findByText(it_.header.features)).toHaveAttribute('data-language', 'it');
    expect(window.localStorage.getItem('hazel-language')).toBe('it');
  });
});

describe('useTranslation', () => {
  it('throws an error naming the provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/LanguageProvider/);
  });
});
