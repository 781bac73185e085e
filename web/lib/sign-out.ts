import type { QueryClient } from '@tanstack/react-query';
import { THEME_STORAGE_KEY } from '../../contract/constants.ts';
import { api } from './api-client.ts';
import { useAuthStore } from './stores/auth.ts';

/**
 * Signs out (§4): tells the server, then forgets everything this device holds about the
 * user — session, query cache, stored data — even when the server call fails.
 * The theme choice stays: it belongs to the device, not to the person who signed out.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await api.post('/api/auth/logout', undefined, { notify: false });
  } catch {
    // Ignored on purpose: signing out locally must never depend on the network.
  } finally {
    forgetLocalData(queryClient);
  }
}

export function forgetLocalData(queryClient: QueryClient): void {
  useAuthStore.getState().clear();
  queryClient.clear();
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key !== null && key !== THEME_STORAGE_KEY) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}
