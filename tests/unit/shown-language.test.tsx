/**
 * The language the page shows has one owner (i18n/shown-language.ts): the entry reads the
 * prerendered `<html lang>` into it, once; the provider sets it on every change; the rest of the
 * app reads it there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstRenderLanguage, renderedLanguage, shownLanguage } from '@/i18n/shown-language';
import { loadDictionary } from '@/i18n/load-dictionary';
import { routeAt } from '@/routing/routes';
import { renderWithProviders } from './render';

describe('the language a page is rendered in', () => {
  it('prerenders a route in its language; the unprefixed routes and the 404 page in English', () => {
    expect(renderedLanguage(routeAt('/ko/faq'))).toBe('ko');
    expect(renderedLanguage(routeAt('/faq'))).toBe('en');
    expect(renderedLanguage(routeAt('/ja/nope'))).toBe('en');
  });

  it('renders first in the prefix’s language, or without one in the language the entry read from the HTML', () => {
    expect(firstRenderLanguage(routeAt('/faq'))).toBe('en');
    shownLanguage.set('ja');
    expect(firstRenderLanguage(routeAt('/faq'))).toBe('ja');
    expect(firstRenderLanguage(routeAt('/ko/faq'))).toBe('ko');
    expect(firstRenderLanguage(routeAt('/it/nope'))).toBe('ja');
  });
});

describe('the language shown', () => {
  it('is what the provider shows, after every change', async () => {
    await loadDictionary('it', 'faq');
    const { navigate } = await renderWithProviders(<p />, { path: '/ko/faq' });
    expect(shownLanguage.get()).toBe('ko');
    await act(async () => navigate('/it/faq'));
    await vi.waitFor(() => expect(shownLanguage.get()).toBe('it'));
    expect(document.documentElement.lang).toBe('it');
  });

  it('is read from <html lang> once, by the entry; the provider alone writes it there', () => {
    const files = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(folder, entry.name))
          : /\.tsx?$/.test(entry.name)
            ? [join(folder, entry.name)]
            : [],
      );
    const uses = files('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /(documentElement|\bhtml)\.lang\b|getAttribute\('lang'\)/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(uses).toEqual([
      'src/i18n/provider.tsx: document.documentElement.lang = active.language;',
      'src/main.tsx: shownLanguage.set(isLanguage(html.lang) ? html.lang : undefined);',
    ]);
  });
});
