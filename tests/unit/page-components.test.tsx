import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPage, usePageComponent } from '@/app/page-components';
import type { PageKey } from '@/app/routes';
import FaqPage from '@/pages/faq';
import PricingPage from '@/pages/pricing';

describe('usePageComponent', () => {
  it('needs the first page loaded before rendering (the entry and the prerender load it)', () => {
    expect(() => renderHook(() => usePageComponent('terms'))).toThrow(/must be loaded/);
  });

  it('keeps the previous page on screen until the next page’s code has arrived', async () => {
    await loadPage('faq');
    const { result, rerender } = renderHook(({ page }: { page: PageKey }) => usePageComponent(page), {
      initialProps: { page: 'faq' },
    });
    expect(result.current).toEqual({ Page: FaqPage, ready: true });

    rerender({ page: 'pricing' });
    expect(result.current).toEqual({ Page: FaqPage, ready: false });
    await waitFor(() => expect(result.current).toEqual({ Page: PricingPage, ready: true }));

    // A loaded page switches in the same render.
    rerender({ page: 'faq' });
    expect(result.current).toEqual({ Page: FaqPage, ready: true });
  });
});
