import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { NotificationViewport } from '../components/ui/notifications.tsx';
import { watchTheme } from '../lib/stores/theme.ts';
import { createQueryClient } from './query-client.ts';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The theme is applied once before the first render (main.tsx); from here on the
  // document follows the store and the store follows the OS preference.
  useEffect(() => watchTheme(), []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <NotificationViewport />
    </QueryClientProvider>
  );
}
