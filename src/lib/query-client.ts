import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Throws "status: body" (or "status: statusText" when the body is empty) for a non-ok response. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${body}`);
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The specification's generic data loader: the query key's segments joined with "/" are the path,
 * fetched with GET and cookies; the body is JSON. A 401 throws, or returns null on request. The
 * supporters wall reads the published /data/supporters.json through it.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { method: 'GET', credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** Results never go stale, no refetch on focus or interval, no retries: the published data changes rarely. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
