import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { NotificationViewport } from '../components/ui/notifications.tsx';
import { UpdatePrompt } from '../lib/pwa/update-prompt.tsx';
import { watchTheme } from '../lib/stores/theme.ts';
import { createQueryClient } from './query-client.ts';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The app keeps what a count needs on the phone (IndexedDB), so it opens with no signal;
  // a client of a test's own, or a browser without IndexedDB, keeps everything in memory.
  const [persisting] = useState(() => !queryClient && typeof indexedDB !== 'undefined');
  // Queries wait for the saved answers before they fetch (as PersistQueryClientProvider does;
  // its code loads beside the first page instead of in it).
  const [restoring, setRestoring] = useState(persisting);
  useEffect(() => {
    if (!persisting) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../lib/offline/persist-queries.ts')
      .then((offline) => offline.restoreAndKeepQueries(client))
      .then(
        (stopSaving) => {
          if (unmounted) return stopSaving();
          stop = stopSaving;
          setRestoring(false);
        },
        // Without its code (a failed load) the app still runs, from the network only.
        () => setRestoring(false),
      );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [client, persisting]);
  // The theme is applied once before the first render (main.tsx); from here on the
  // document follows the store and the store follows the OS preference.
  useEffect(() => watchTheme(), []);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>
        {children}
        <NotificationViewport />
        <UpdatePrompt />
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
