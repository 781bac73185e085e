import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import type { DeliveredEvent, RealtimeEvent } from '#contract/realtime-events.ts';
import { getItem } from '../features/inventory/api/get-item.ts';
import { forgetLocation } from '../features/locations/forget-location.ts';
import { inventoryKeys } from '../lib/api/inventory-keys.ts';
import { appMessages } from '../lib/i18n/locales/en/app.ts';
import { locationKeys } from '../lib/api/location-keys.ts';
import { hasItemLists, patchItemCache } from '../lib/api/patch-item-cache.ts';
import { refreshSession } from '../lib/api-client.ts';
import { RealtimeConnection } from '../lib/realtime.ts';
import { useAuthStore } from '../lib/stores/auth.ts';
import { useNotificationStore } from '../lib/stores/notifications.ts';

interface Context {
  queryClient: QueryClient;
  navigate: NavigateFunction;
  currentId: string;
  /** The stock events of the location on screen, gathered and applied together. */
  stockEvents: StockEvents;
}

async function loseAccess(event: RealtimeEvent, { queryClient, navigate, currentId }: Context) {
  const name = useAuthStore.getState().locations.find((ref) => ref.id === event.location_id)?.name;
  const t = appMessages.get();
  useNotificationStore.getState().notify({
    type: 'warning',
    message: name === undefined ? t.accessLostHere : t.accessLost({ name }),
  });
  // Off the location's pages first, so its guard does not flash "not found" on the way.
  if (event.location_id === currentId) await navigate('/dashboard', { replace: true });
  forgetLocation(queryClient, event.location_id);
}

/** How long stock events gather before they are applied together (an import sends one a row). */
export const STOCK_EVENT_WINDOW_MS = 150;
/** More distinct items than this in one window: one reload of the lists beats as many fetches. */
const MAX_ITEM_FETCHES = 20;

/**
 * A location's stock events, applied in batches. A count or an edit of one item fetches just
 * that item (`GET /api/inventory/{id}`) and patches it into the cached lists: with 5,000 items
 * a list is megabytes, and five people counting would otherwise make every phone download it
 * at each count. Creations, archives, category changes, big bursts and failed fetches reload
 * the lists instead. The rest of the location's stock (dashboard, change log, categories) is
 * refetched once per batch. One batch runs at a time, so the events of the next one gather
 * meanwhile: a batch's fetches land before a later batch's reload.
 */
class StockEvents {
  private itemIds = new Set<string>();
  private reloadLists = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private stopped = false;

  constructor(
    private readonly queryClient: QueryClient,
    readonly locationId: string,
  ) {}

  add(event: DeliveredEvent): void {
    if (this.stopped) return;
    const onOneItem = event.type === 'stock.updated' || event.type === 'item.updated';
    if (onOneItem) this.itemIds.add(event.id);
    else this.reloadLists = true;
    this.schedule();
  }

  /** Forgets what has gathered: a resync refetches everything anyway. */
  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.itemIds.clear();
    this.reloadLists = false;
  }

  /** The location is left: what has gathered is not fetched, only marked stale for a return. */
  stop(): void {
    const gathered = this.itemIds.size > 0 || this.reloadLists;
    this.stopped = true;
    this.clear();
    if (gathered) {
      void this.queryClient.invalidateQueries({
        queryKey: inventoryKeys.location(this.locationId),
        refetchType: 'none',
      });
    }
  }

  private schedule(): void {
    if (this.timer !== undefined || this.running || this.stopped) return;
    this.timer = setTimeout(() => void this.flush(), STOCK_EVENT_WINDOW_MS);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const itemIds = [...this.itemIds];
    const reload = this.reloadLists || itemIds.length > MAX_ITEM_FETCHES;
    this.clear();
    this.running = true;
    try {
      void this.refreshOthers();
      if (reload) await this.reload();
      else if (itemIds.length > 0) await this.patch(itemIds);
    } finally {
      this.running = false;
      if (this.itemIds.size > 0 || this.reloadLists) this.schedule();
    }
  }

  private isList(queryKey: QueryKey): boolean {
    const hash = hashKey(queryKey);
    return [inventoryKeys.items(this.locationId), inventoryKeys.catalog(this.locationId)].some(
      (list) => hashKey(list) === hash,
    );
  }

  /**
   * Everything of the location's stock but the lists: small answers, refetched if on screen.
   * Recipe and menu costs follow the items' prices (a delivery, an edit): they are refetched
   * too, once per batch however many lines a delivery booked.
   */
  private async refreshOthers(): Promise<void> {
    const { queryClient, locationId } = this;
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: inventoryKeys.location(locationId),
        predicate: (query) => !this.isList(query.queryKey),
      }),
      queryClient.invalidateQueries({ queryKey: ['recipes', locationId] }),
      queryClient.invalidateQueries({ queryKey: ['menu', locationId] }),
    ]);
  }

  private async patch(itemIds: string[]): Promise<void> {
    // No list cached or loading (say on the dashboard): nothing to patch, no reason to fetch.
    if (!hasItemLists(this.queryClient, this.locationId)) return;
    const answers = await Promise.allSettled(itemIds.map((id) => getItem(id)));
    for (const answer of answers) {
      if (answer.status === 'fulfilled') {
        patchItemCache(this.queryClient, this.locationId, answer.value);
      }
    }
    // Gone (404) or out of reach: the lists are reloaded, whatever made the fetch fail.
    if (answers.some((answer) => answer.status === 'rejected')) await this.reload();
  }

  /**
   * Both lists refetched, once. Counts of ours still waiting show over the fresh numbers on
   * the stock list (count-outbox.ts), so a refetch in the middle of counting hides none.
   */
  private async reload(): Promise<void> {
    const { queryClient, locationId } = this;
    await Promise.all(
      [inventoryKeys.catalog(locationId), inventoryKeys.items(locationId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey, exact: true }),
      ),
    );
  }
}

/**
 * What an event changes on screen: the queries it makes stale. The switch covers every event
 * of the contract; one added there does not compile here until it is handled.
 */
async function applyRealtimeEvent(event: RealtimeEvent, context: Context): Promise<void> {
  const { queryClient, stockEvents } = context;
  const id = event.location_id;
  const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'access.revoked':
      stockEvents.clear();
      await loseAccess(event, context);
      return;
    case 'membership.added':
    case 'membership.updated':
    case 'membership.removed':
      // A role may have changed (ours too): the team, the location, the list and the session.
      await Promise.all([
        invalidate(locationKeys.members(id)),
        invalidate(locationKeys.detail(id)),
        invalidate(locationKeys.list()),
        useAuthStore.getState().checkSession(),
      ]);
      return;
    case 'stock.updated':
    case 'item.created':
    case 'item.updated':
    case 'item.archived':
    case 'category.created':
    case 'category.updated':
    case 'category.deleted':
      if (id === stockEvents.locationId) stockEvents.add(event);
      else {
        await Promise.all([
          invalidate(inventoryKeys.location(id)),
          invalidate(['recipes', id]),
          invalidate(['menu', id]),
        ]);
      }
      return;
    case 'shopping-list.item-ticked':
      // Lists are small: every shopping-list query of the location is refetched if on screen.
      await invalidate(['shopping-lists', id]);
      return;
    case 'shopping-list.created':
    case 'shopping-list.updated':
    case 'shopping-list.deleted':
    case 'shopping-list.sent':
    case 'shopping-list.received':
      // The vendors' figures count these lists, and a delivery's invoice prices change their
      // catalogues (and the dashboard's price rises, kept under the vendors' prefix).
      await Promise.all([invalidate(['shopping-lists', id]), invalidate(['vendors', id])]);
      return;
    case 'recipe.created':
    case 'recipe.updated':
    case 'recipe.deleted':
    case 'menu-item.created':
    case 'menu-item.updated':
    case 'menu-item.deleted':
      // A recipe's cost flows into the recipes and menu items that use it: both are refetched.
      await Promise.all([invalidate(['recipes', id]), invalidate(['menu', id])]);
      return;
    case 'count.opened':
    case 'count.updated':
    case 'count.closed':
    case 'count.deleted':
      // A count's progress, or the list of counts: every counts query of the location.
      await invalidate(['counts', id]);
      return;
    case 'resync':
      // The server may have missed events while its connection was down: refetch everything.
      stockEvents.clear();
      await queryClient.invalidateQueries();
      return;
    default: {
      // Unreachable while every event of the contract has its case above.
      const unhandled: never = event;
      return unhandled;
    }
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
    const stockEvents = new StockEvents(queryClient, locationId);
    const connection = new RealtimeConnection({
      locationId,
      getToken: () => useAuthStore.getState().session?.access_token,
      onUnauthorized: refreshSession,
      onEvent: (event) =>
        void applyRealtimeEvent(event, {
          queryClient,
          navigate: navigateRef.current,
          currentId: locationId,
          stockEvents,
        }),
    });
    connection.start();
    return () => {
      connection.stop();
      stockEvents.stop();
    };
  }, [locationId, signedIn, queryClient]);
}
