import type { QueryClient } from '@tanstack/react-query';
import { THEME_STORAGE_KEY } from '#contract/constants.ts';
import { api } from './api-client.ts';
import { LANGUAGE_STORAGE_KEY } from './i18n/language.ts';
import { useAuthStore } from './stores/auth.ts';
import { useNotificationStore } from './stores/notifications.ts';
import { forgetCurrentLocation } from './use-current-location.ts';

/**
 * Signs out (§4): tells the server, then forgets everything this device holds about the
 * user — session, query cache, stored data — even when the server call fails.
 * The theme and language choices stay: they belong to the device, not to the person who
 * signed out.
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

/**
 * What a previous session leaves in memory (§4 "Login: clears inventory, undo, changelog and
 * location data"): every cached server answer, and the notifications with their undo offers
 * — an undo must never replay another person's change under the next person's name.
 * Queries only: a running sign-in mutation stays in its cache.
 */
export function forgetCachedData(queryClient: QueryClient): void {
  queryClient.removeQueries();
  useNotificationStore.getState().clearAll();
}

/** What stays on the device when a person signs out: the device's own choices. */
const KEPT_ON_SIGN_OUT = new Set([THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY]);

export function forgetLocalData(queryClient: QueryClient): void {
  useAuthStore.getState().clear();
  queryClient.clear();
  useNotificationStore.getState().clearAll();
  forgetCurrentLocation();
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key !== null && !KEPT_ON_SIGN_OUT.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}
