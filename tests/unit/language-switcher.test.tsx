import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pages } from '@/routing/routes';
import { LanguageSwitcher } from '@/layout/language-switcher';
import ja from '@/i18n/locales/ja.arb';
import { renderWithProviders } from './render';

describe('LanguageSwitcher', () => {
  it.each(pages.map((page) => page.id))('links every language to the same page (%s)', async (page) => {
    const segment = pages.find((entry) => entry.id === page)?.segment ?? '';
    await renderWithProviders(<LanguageSwitcher />, { path: segment ? `/ja/${segment}` : '/ja' });
    const suffix = segment ? `/${segment}` : '';
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['en', 'ja', 'ko', 'zh-tw', 'it'].map((lang) => `/${lang}${suffix}`));
  });

  /** The summary that opens the list (found by its label: Testing Library gives a summary no role) and its details. */
  function switcher(label: string) {
    const summary = screen.getByLabelText(label, { selector: 'summary' });
    return { summary, details: summary.parentElement as HTMLDetailsElement };
  }

  it('keeps the query string and the #fragment in every link', async () => {
    window.history.replaceState(null, '', '/en/faq?waitlist=joined#q5');
    try {
      await renderWithProviders(<LanguageSwitcher />, { path: '/en/faq' });
      const hrefs = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(['en', 'ja', 'ko', 'zh-tw', 'it'].map((lang) => `/${lang}/faq?waitlist=joined#q5`));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('lists native names, marks the current language, and opens and closes by keyboard', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageSwitcher />, { path: '/ja/pricing' });
    const { summary, details } = switcher(ja.languageSwitcher.button.replace('{language}', '日本語'));
    expect(details.open).toBe(false);

    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    const list = screen.getByRole('list', { name: ja.languageSwitcher.listLabel });
    expect(list).toBeVisible();
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '繁體中文' })).toHaveAttribute('hreflang', 'zh-TW');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(details.open).toBe(false));
    expect(summary).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <div>
        <p>outside</p>
        <LanguageSwitcher />
      </div>,
      { path: '/en' },
    );
    const { summary, details } = switcher('Language: English');
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    await user.click(screen.getByText('outside'));
    await waitFor(() => expect(details.open).toBe(false));
  });

  it('navigates to the chosen language and closes', async () => {
    const user = userEvent.setup();
    const { history } = await renderWithProviders(<LanguageSwitcher />, { path: '/en/support' });
    const { summary, details } = switcher('Language: English');
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    await user.click(screen.getByRole('link', { name: 'Italiano' }));
    // The navigation waits for the Italian page's copy: a chunk, seconds on a busy machine.
    await waitFor(() => expect(history.at(-1)).toBe('/it/support'), { timeout: 10_000 });
    await waitFor(() => expect(details.open).toBe(false));
  });
});
