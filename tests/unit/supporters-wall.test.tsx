import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FoundingSupporters, SupportTiers } from '@/sections/crowd-support';
import { renderToString } from 'react-dom/server';
import { Root } from '@/app/root';
import { loadPage } from '@/app/pages';
import { loadDeferredParts } from '@/lib/deferred-part';
import { loadWholeDictionary } from '@/i18n/load-dictionary';
import en from '@/i18n/locales/en.arb';
import { renderWithProviders } from './render';

const published = {
  pilotBackers: 37,
  supporters: [
    { name: 'Eleanor W.', title: { en: 'Retired nurse' }, realPersonConsented: true },
    { name: 'Sample Person', sample: true },
  ],
};

const respond = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('the founding supporters wall', () => {
  it('reads /data/supporters.json through the site’s data loader, and labels a sample', async () => {
    const fetch = respond(published);
    await renderWithProviders(<FoundingSupporters />, { path: '/en/crowdsupport' });
    // Until the file is read, the wall names nobody: the file may have changed since the build.
    expect(screen.getByText(en.crowd.supportersPending)).toBeInTheDocument();
    const eleanor = await screen.findByText('Eleanor W.');
    expect(within(eleanor.closest('li') as HTMLElement).getByText('Retired nurse')).toBeInTheDocument();
    const sample = screen.getByText('Sample Person').closest('li') as HTMLElement;
    expect(sample).toHaveAttribute('data-sample');
    expect(within(sample).getByText(en.crowd.supporterSample)).toBeInTheDocument();
    expect(eleanor.closest('li')).not.toHaveAttribute('data-sample');
    expect(fetch).toHaveBeenCalledWith('/data/supporters.json', { method: 'GET', credentials: 'include' });
  });

  it('keeps the built list when the file is missing or not valid', async () => {
    respond({ supporters: [{ name: 'Nobody asked' }] });
    await renderWithProviders(<FoundingSupporters />, { path: '/en/crowdsupport' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Nobody asked')).not.toBeInTheDocument();
    expect(screen.getByText(en.crowd.supportersEmpty.replace('{brand}', 'Hazel'))).toBeInTheDocument();
  });

  it('counts the Pilot places left from the same data, read once', async () => {
    const fetch = respond(published);
    await renderWithProviders(
      <>
        <SupportTiers deviceTerms={() => null} />
        <FoundingSupporters />
      </>,
      { path: '/en/crowdsupport' },
    );
    expect(await screen.findByText(/63 of 100 places still open/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the root', () => {
  it('mounts the query provider: the crowd page renders in it alone', async () => {
    // As the prerender does: the page, then its parts that hydrate after it (lib/deferred-part.tsx).
    await Promise.all([loadWholeDictionary('en'), loadPage('crowdsupport').then(loadDeferredParts)]);
    // useQuery throws without a QueryClientProvider above it; the root owns the one client, which
    // the crowd page's sections take (QueryScope). Both sections read one fetch: the test above.
    const html = renderToString(<Root ssrPath="/en/crowdsupport" />);
    expect(html).toContain(en.crowd.supportersTitle);
    // The prerendered page states nothing the published file decides (security review M4): the
    // Pilot tier's limit, not the places left, and no payment link for it.
    expect(html).toContain('is limited to the first 100 backers');
    expect(html).not.toContain('places still open');
    expect(html).toContain(en.crowd.supportersPending);
  });
});
