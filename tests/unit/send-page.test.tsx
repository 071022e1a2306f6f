import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendPage } from '@/sections/send-page';
import { languages } from '@/config/languages';
import { shareLink } from '@/lib/share-links';
import { toasts } from '@/lib/toast-store';
import { renderWithProviders } from './render';

/** What the app a link opens would read: the message parameter, decoded. */
function prefilled(href: string, parameter: string): string | null {
  return new URL(href).searchParams.get(parameter);
}

describe('shareLink', () => {
  const url = 'https://hazel.example/ja/pricing';
  const message = 'Tom & Jerry #1: 100% + "more" = このページ、見てみて。';

  it.each([
    ['line', 'text'],
    ['whatsapp', 'text'],
    ['sms', 'body'],
    ['email', 'body'],
  ] as const)('%s: the message and the address on the next line, read back exactly', (app, parameter) => {
    expect(prefilled(shareLink(app, { message, url }), parameter)).toBe(`${message}\n${url}`);
  });

  it('opens each app at its documented address', () => {
    expect(shareLink('line', { message, url })).toMatch(/^https:\/\/line\.me\/R\/share\?text=/);
    expect(shareLink('whatsapp', { message, url })).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(shareLink('sms', { message, url })).toMatch(/^sms:\?&body=/);
    expect(prefilled(shareLink('email', { message, url }), 'subject')).toBe(message);
  });

  it('writes characters the URL allows as they are, so the page carries them once, not three times as long', () => {
    const href = shareLink('line', { message: 'このページ、見てみて。', url });
    expect(href).toBe('https://line.me/R/share?text=このページ、見てみて。%0Ahttps://hazel.example/ja/pricing');
  });
});

describe('the apps each market passes a page on with', () => {
  const apps = Object.fromEntries(languages.map(({ code, shareApps }) => [code, shareApps]));

  it('LINE first in Japan and Taiwan, WhatsApp in Italy and for English, no KakaoTalk (it needs Kakao’s script)', () => {
    expect(apps).toEqual({
      en: ['sms', 'whatsapp', 'email'],
      ja: ['line', 'sms', 'email'],
      ko: ['sms', 'email'],
      'zh-TW': ['line', 'sms', 'email'],
      it: ['whatsapp', 'sms', 'email'],
    });
  });
});

describe('SendPage', () => {
  const share = vi.fn<(data: ShareData) => Promise<void>>();

  afterEach(() => {
    share.mockReset();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
    toasts.set([]);
  });

  async function renderAt(path: string) {
    await renderWithProviders(<SendPage page="pricing" />, { path });
    const button = screen.getByText(/./, { selector: 'summary' });
    return { button, details: button.closest('details') as HTMLDetailsElement };
  }

  it('opens the share sheet with the title, the message and the page’s address, and stays closed', async () => {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    share.mockResolvedValue(undefined);
    const { button, details } = await renderAt('/it/pricing');
    fireEvent.click(button);
    expect(share).toHaveBeenCalledWith({
      title: expect.stringContaining('Hazel') as string,
      // It names the product, so the family can tell what the link is before opening it.
      text: expect.stringMatching(/^Hazel, /) as string,
      url: 'https://hazel.example/it/pricing',
    });
    await act(async () => {});
    expect(details.open).toBe(false);
  });

  it('shows the apps when the browser refuses the share sheet, not when the visitor closes it', async () => {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { button, details } = await renderAt('/en/pricing');
    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    fireEvent.click(button);
    await act(async () => {});
    expect(details.open).toBe(false);

    share.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    fireEvent.click(button);
    await waitFor(() => expect(details.open).toBe(true));
  });

  it('without a share sheet, the summary opens the list itself', async () => {
    const { button, details } = await renderAt('/ko/pricing');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(details.querySelectorAll('a')).toHaveLength(2);
  });

  it('copies the link, and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt('/en/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link', hidden: true }));
    expect(writeText).toHaveBeenCalledWith('https://hazel.example/en/pricing');
    expect(
      await screen.findByText('The link is copied. Paste it into a message.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('where the browser cannot copy (no clipboard outside HTTPS), gives the link to copy by hand', async () => {
    await renderAt('/en/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link', hidden: true }));
    expect(
      await screen.findByText(
        'The link could not be copied. It is https://hazel.example/en/pricing',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
