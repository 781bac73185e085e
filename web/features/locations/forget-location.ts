import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/**
 * After leaving, deleting or losing access to a location: out of the user's list (store and
 * `GET /api/locations`), and its cached answers dropped so nothing of it is shown again.
 */
export function forgetLocation(queryClient: QueryClient, id: string): void {
  useAuthStore.getState().removeLocation(id);
  for (const key of [locationKeys.detail(id), locationKeys.members(id), locationKeys.invites(id)]) {
    queryClient.removeQueries({ queryKey: key });
  }
  void queryClient.invalidateQueries({ queryKey: locationKeys.list() });
}
