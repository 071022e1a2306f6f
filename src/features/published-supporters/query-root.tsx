import { createContext, useContext, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** The app's one query client, made by the first part of a page that reads published data. */
type QueryClientHolder = { client: QueryClient | null };

const QueryClientHolderContext = createContext<QueryClientHolder | null>(null);

/**
 * The root's query provider: it owns the app's one query client (one per app, and per
 * prerendered page, so nothing is shared between visitors), but the query library itself loads
 * with the first part of a page that reads published data (`QueryScope`, query-scope.tsx), after
 * the page has hydrated: no first load carries it (tests/unit/bundle-budget.test.ts).
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const [holder] = useState<QueryClientHolder>(() => ({ client: null }));
  return <QueryClientHolderContext.Provider value={holder}>{children}</QueryClientHolderContext.Provider>;
}

export function useQueryClientHolder(): QueryClientHolder {
  const holder = useContext(QueryClientHolderContext);
  if (!holder) throw new Error('Published data is read inside <QueryRoot> (src/app/providers.tsx).');
  return holder;
}
