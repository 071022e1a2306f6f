import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Throws "status: body" (or "status: statusText" when the body is empty) for a non-ok response. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${body}`);
}

/**
 * The specification's generic data loader: the query key's segments joined with "/" are the path,
 * fetched with GET and cookies; the body is JSON; any answer that is not ok throws (a 401 too: the
 * site has no login, so the specification's optional "null on 401" has nobody to serve). The
 * supporters wall reads the published /data/supporters.json through it.
 */
export function getQueryFn<T>(): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { method: 'GET', credentials: 'include' });
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** Results never go stale, no refetch on focus or interval, no retries: the published data changes rarely. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
