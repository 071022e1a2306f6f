import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from '@/features/published-supporters/query-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The loader only reads queryKey from its context.
const run = (queryKey: readonly unknown[]) =>
  getQueryFn()({ queryKey } as unknown as Parameters<ReturnType<typeof getQueryFn>>[0]);

describe('the generic loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins the query key with "/" and GETs it with cookies, parsing JSON', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(run(['/api', 'items', 7])).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/items/7', { method: 'GET', credentials: 'include' });
  });

  it('throws "status: body" for a non-ok answer', async () => {
    mockFetch(new Response('database is down', { status: 503, statusText: 'Service Unavailable' }));
    await expect(run(['/api/x'])).rejects.toThrow('503: database is down');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(run(['/api/x'])).rejects.toThrow('404: Not Found');
  });

  it('throws on 401 as on any answer that is not ok: the site has no login', async () => {
    mockFetch(new Response('login required', { status: 401 }));
    await expect(run(['/api/me'])).rejects.toThrow('401: login required');
  });

  it('rejects a body that is not JSON', async () => {
    mockFetch(new Response('<html>', { status: 200 }));
    await expect(run(['/api/x'])).rejects.toThrow();
  });
});

describe('the query client', () => {
  it('has the site’s defaults: never stale, no refetch, no retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
