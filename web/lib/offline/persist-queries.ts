/**
 * The server's answers a count needs, kept on the phone (IndexedDB) so the app opens with no
 * signal on the last known stock list: the locations, the location itself, its items and its
 * categories. Nothing else is kept: screens away from the count need the network anyway.
 *
 * The saved copy belongs to one person and one build of the app: it is stamped with both and
 * thrown away when either differs (another person signs in on the phone, or the app was
 * updated and the shapes of its data may have moved). Signing out deletes it
 * (sign-out.ts → forgetPersistedQueries).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import type {
  PersistedClient,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import type * as IdbKeyval from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { inventoryKeys } from '../api/inventory-keys.ts';
import { locationKeys } from '../api/location-keys.ts';
import { useAuthStore } from '../stores/auth.ts';

/** Set by the build (vite.config.ts); tests and the development server have none. */
declare const __BUILD_ID__: string | undefined;
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';

export const PERSISTED_QUERIES_DB = 'barback-offline';
const ENTRY = 'query-cache';
/** A week: a stock list older than that is no help in the cellar. */
export const PERSISTED_QUERIES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Saving is a structured clone of a stock list: at most once a second. */
const SAVE_EVERY_MS = 1000;

let database: Promise<{ idb: typeof IdbKeyval; store: UseStore }> | undefined;
/**
 * Opened on first use: importing this module must not touch IndexedDB, and the first page
 * does not wait for the store's code.
 */
function store() {
  database ??= import('idb-keyval').then((idb) => ({
    idb,
    store: idb.createStore(PERSISTED_QUERIES_DB, 'queries'),
  }));
  return database;
}

/** Whose copy, of which build: `build:userId` (the signed-in person now). */
export function persistenceBuster(): string {
  return `${BUILD_ID}:${useAuthStore.getState().user?.id ?? ''}`;
}

/** The queries a count needs (query keys: inventory-keys.ts, location-keys.ts). */
export function isKeptOffline(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  const [scope, second, third] = query.queryKey;
  if (scope === locationKeys.all[0]) return second === 'list' || second === 'detail';
  if (scope === inventoryKeys.all[0]) return third === 'items' || third === 'categories';
  return false;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let latest: PersistedClient | undefined;

async function save(): Promise<void> {
  timer = undefined;
  const client = latest;
  latest = undefined;
  // Signed out meanwhile: nothing of the person is written back.
  if (!client || !useAuthStore.getState().user) return;
  const { idb, store: queries } = await store();
  await idb.set(ENTRY, { ...client, buster: persistenceBuster() }, queries);
}

const persister: Persister = {
  persistClient: (client) => {
    latest = client;
    timer ??= setTimeout(() => void save().catch(() => {}), SAVE_EVERY_MS);
  },
  restoreClient: async () => {
    const { idb, store: queries } = await store();
    return idb.get<PersistedClient>(ENTRY, queries);
  },
  removeClient: async () => {
    const { idb, store: queries } = await store();
    await idb.del(ENTRY, queries);
  },
};

function persistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
    persister,
    buster: persistenceBuster(),
    maxAge: PERSISTED_QUERIES_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: isKeptOffline },
  };
}

const restored = new WeakMap<QueryClient, Promise<void>>();

/**
 * Puts the saved answers back into the cache (once per client: providers.tsx calls it when
 * the app starts, before any query fetches), then keeps saving it. Returns the stop.
 */
export async function restoreAndKeepQueries(queryClient: QueryClient): Promise<() => void> {
  let restoring = restored.get(queryClient);
  if (!restoring) {
    // A saved copy that cannot be read is no reason not to start: it is dropped. What it
    // restores is shown at once but counts as out of date, however recent: each screen asks
    // the server again as soon as it opens (with no signal the saved answer stays on screen).
    restoring = persistQueryClientRestore(persistOptions(queryClient))
      .then(() => queryClient.invalidateQueries({ refetchType: 'none' }))
      .catch(() => {});
    restored.set(queryClient, restoring);
  }
  await restoring;
  return persistQueryClientSubscribe(persistOptions(queryClient));
}

/** Signing out: the saved answers go, and a save already planned is not made. */
export async function forgetPersistedQueries(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  latest = undefined;
  if (typeof indexedDB === 'undefined') return;
  await persister.removeClient();
}

/**
 * Whenever the session ends — signing out, deleting the account, or the server refusing the
 * session — the saved answers go with it. Returns the unsubscribe.
 */
export function forgetPersistedQueriesOnSignOut(): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (previous.user && !state.user) void forgetPersistedQueries().catch(() => {});
  });
}
