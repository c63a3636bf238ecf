// Puts the desk client and react-query in reach of every screen, and keeps cached answers in step with the
// desk's events (a status change refetches what depends on it).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { DeskClient } from './desk-client.js';
import { DeskFailure } from './desk-client.js';
import { followDeskStatus } from './follow-status.js';

const DeskContext = createContext<DeskClient | null>(null);

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // Offline or signed out: retrying cannot help until something changes, and the desk says when it does.
        retry: (count, error) => count < 2 && !(error instanceof DeskFailure && ['offline', 'signed-out', 'invalid-input', 'not-found', 'refused'].includes(error.error.kind)),
        refetchOnWindowFocus: false,
        // A query that failed is not asked again because another part of a screen starts looking at it: that loop
        // kept a desk started offline from ever showing its manifest. Retry buttons and the desk's events ask again.
        retryOnMount: false,
      },
    },
  });
}

export function DeskProvider({ desk, client, children }: { desk: DeskClient; client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  useEffect(() => {
    const stop = [
      followDeskStatus(desk, queryClient),
      desk.on('connectivity', (state) => {
        if (state.online) void queryClient.invalidateQueries({ predicate: (q) => q.state.status === 'error' });
      }),
    ];
    return () => stop.forEach((unsubscribe) => unsubscribe());
  }, [desk, queryClient]);
  return (
    <DeskContext.Provider value={desk}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </DeskContext.Provider>
  );
}

export function useDesk(): DeskClient {
  const desk = useContext(DeskContext);
  if (!desk) throw new Error('useDesk outside DeskProvider');
  return desk;
}
