import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadPage, loadPageThenNavigate, PageView } from '@/app/pages';
import { pageSourceFile } from '@shared/build-contract';
import en from '@/i18n/locales/en.arb';
import { loadDictionary, loadedDictionary } from '@/i18n/load-dictionary';
import { pages } from '@/routing/routes';
import { renderWithProviders } from './render';

describe('the pages', () => {
  it('are one file each, named after the route table’s id', async () => {
    expect(pageSourceFile('crowdsupport')).toBe('src/pages/crowdsupport.tsx');
    expect(pageSourceFile('notFound')).toBe('src/pages/not-found.tsx');
    // Every row of the route table has its file (support and testimonials are loaded below).
    const others = pages.filter(({ id }) => id !== 'support' && id !== 'testimonials');
    const components = await Promise.all([...others.map(({ id }) => loadPage(id)), loadPage('notFound')]);
    expect(components.every((component) => typeof component === 'function')).toBe(true);
  });
});

describe('navigating', () => {
  it('waits for the next page’s code and copy before changing the address; a loaded page goes at once', async () => {
    const navigate = vi.fn();
    loadPageThenNavigate(navigate, '/en/support#phone');
    expect(navigate).not.toHaveBeenCalled();
    // A module load under a busy machine can take a second: the wait is for the order, not the speed.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/support#phone', undefined), { timeout: 5000 });
    await loadDictionary('ja', 'support');
    loadPageThenNavigate(navigate, '/ja/support', { replace: true });
    expect(navigate).toHaveBeenLastCalledWith('/ja/support', { replace: true });
    // The privacy policy's copy is a part of its own (i18n/dictionary-parts.ts), loaded with it.
    await loadPage('privacy');
    loadPageThenNavigate(navigate, '/ja/privacy');
    expect(navigate).toHaveBeenLastCalledWith('/ja/support', { replace: true });
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/ja/privacy', undefined), { timeout: 5000 });
    expect(loadedDictionary('ja', 'privacy')?.legal.privacy).toBeDefined();
  });
});

describe('PageView', () => {
  it('shows a page whose code was never loaded (a step back across a reload) once it arrives', async () => {
    await renderWithProviders(<PageView page="testimonials" />, { path: '/en/testimonials' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      en.pages.testimonials.heading.replace('{brand}', 'Hazel'),
    );
  });
});
