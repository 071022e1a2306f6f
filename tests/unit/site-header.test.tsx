import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/layout/site-header';
import { renderWithProviders } from './render';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('SiteHeader', () => {
  it('is transparent until the page is scrolled more than 10px', async () => {
    await renderWithProviders(<SiteHeader />, { path: '/en' });
    const header = screen.getByRole('banner');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(header).toHaveClass('bg-transparent');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('border-ink/15');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('links the brand to the current language’s home and the pre-order form in a new tab', async () => {
    await renderWithProviders(<SiteHeader />, { path: '/ko/faq' });
    expect(screen.getByRole('link', { name: /Hazel/ })).toHaveAttribute('href', '/ko');
    const preorder = screen.getAllByRole('link', { name: /사전 주문/, hidden: true })[0];
    expect(preorder).toHaveAttribute('href', 'https://forms.hazel.example/preorder');
    expect(preorder).toHaveAttribute('target', '_blank');
    expect(preorder).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
