import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { useQueryClientHolder } from './query-root';

/** Where a page reads published data: TanStack Query's provider, with the root's one client. */
export function QueryScope({ children }: { children: ReactNode }) {
  const holder = useQueryClientHolder();
  holder.client ??= createQueryClient();
  return <QueryClientProvider client={holder.client}>{children}</QueryClientProvider>;
}
