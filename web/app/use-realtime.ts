import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { inventoryKeys } from '../features/inventory/api/inventory-keys.ts';
import { locationKeys } from '../features/locations/api/location-keys.ts';
import { forgetLocation } from '../features/locations/forget-location.ts';
import { refreshSession } from '../lib/api-client.ts';
import { RealtimeConnection } from '../lib/realtime.ts';
import type { RealtimeEvent } from '../lib/realtime.ts';
import { useAuthStore } from '../lib/stores/auth.ts';
import { useNotificationStore } from '../lib/stores/notifications.ts';

interface Context {
  queryClient: QueryClient;
  navigate: NavigateFunction;
  currentId: string;
}

async function loseAccess(event: RealtimeEvent, { queryClient, navigate, currentId }: Context) {
  const name = useAuthStore.getState().locations.find((ref) => ref.id === event.location_id)?.name;
  useNotificationStore.getState().notify({
    type: 'warning',
    message: `You no longer have access to ${name ?? 'this location'}.`,
  });
  // Off the location's pages first, so its guard does not flash "not found" on the way.
  if (event.location_id === currentId) await navigate('/dashboard', { replace: true });
  forgetLocation(queryClient, event.location_id);
}

function isStockEvent(type: string): boolean {
  return type === 'stock.updated' || type.startsWith('item.') || type.startsWith('category.');
}

/** What an event changes on screen: the queries it makes stale. */
export async function applyRealtimeEvent(event: RealtimeEvent, context: Context): Promise<void> {
  const { queryClient } = context;
  const id = event.location_id;
  const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  if (event.type === 'access.revoked') {
    await loseAccess(event, context);
  } else if (event.type.startsWith('member')) {
    // A role may have changed (ours too): the team, the location, the list and the session.
    await Promise.all([
      invalidate(locationKeys.members(id)),
      invalidate(locationKeys.detail(id)),
      invalidate(locationKeys.list()),
      useAuthStore.getState().checkSession(),
    ]);
  } else if (event.type.startsWith('location')) {
    await Promise.all([invalidate(locationKeys.detail(id)), invalidate(locationKeys.list())]);
  } else if (event.type.startsWith('invite')) {
    await invalidate(locationKeys.invites(id));
  } else if (isStockEvent(event.type)) {
    // While our own counts are in flight a refetch could briefly show the count before them:
    // mark the stock stale and let the counts' answers stand; it refetches on the next visit.
    const counting = queryClient.isMutating({ mutationKey: inventoryKeys.updates(id) }) > 0;
    await queryClient.invalidateQueries({
      queryKey: inventoryKeys.location(id),
      refetchType: counting ? 'none' : 'active',
    });
  } else if (event.type === 'resync') {
    // The server may have missed events while its connection was down: refetch everything.
    await queryClient.invalidateQueries();
  }
}

/** Keeps one realtime connection for the location on screen while signed in. */
export function useRealtime(locationId: string | undefined): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.session !== null);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (!locationId || !signedIn) return;
    const connection = new RealtimeConnection({
      locationId,
      getToken: () => useAuthStore.getState().session?.access_token,
      onUnauthorized: refreshSession,
      onEvent: (event) =>
        void applyRealtimeEvent(event, {
          queryClient,
          navigate: navigateRef.current,
          currentId: locationId,
        }),
    });
    connection.start();
    return () => connection.stop();
  }, [locationId, signedIn, queryClient]);
}
