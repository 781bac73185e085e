import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { userLocale } from '../amounts.ts';
import { inventoryKeys } from '../api/inventory-keys.ts';
import { appMessages } from '../i18n/locales/en/app.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useCountOutbox } from '../stores/count-outbox.ts';
import { useOnline } from './use-online.ts';

type AppMessages = ReturnType<typeof appMessages.get>;

/**
 * What the indicator says (null: nothing to say). Offline, the list on screen is the last one
 * the phone received: "Offline — 12 counts waiting — last synced 21:14". Back online, while
 * counts made offline (or refused by a bad connection) are still going: "Sending 12 counts…".
 */
function offlineMessage(
  t: AppMessages,
  {
    online,
    waiting,
    sending,
    lastSyncedAt,
  }: {
    online: boolean;
    waiting: number;
    /** Counts are going out after trouble (not just the one tapped a moment ago). */
    sending: boolean;
    lastSyncedAt: number | null;
  },
): string | null {
  if (online) return sending && waiting > 0 ? t.sending(waiting) : null;
  if (lastSyncedAt === null) return waiting > 0 ? t.offlineWaiting(waiting) : t.offline;
  const time = new Intl.DateTimeFormat(userLocale(), { hour: '2-digit', minute: '2-digit' }).format(
    lastSyncedAt,
  );
  return waiting > 0 ? t.offlineWaitingSynced({ time })(waiting) : t.offlineSynced({ time });
}

/** When the phone last received the location's items (0: never, or not in memory). */
function useItemsReceivedAt(locationId: string | undefined): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () =>
    locationId
      ? (queryClient.getQueryState(inventoryKeys.items(locationId))?.dataUpdatedAt ?? 0)
      : 0,
  );
}

/**
 * A thin bar in the app's header, on every signed-in screen: says when what is on screen may
 * be old (no network) and how many counts wait on the phone. Gone when all are sent.
 */
export function OfflineIndicator({ locationId }: { locationId: string | undefined }) {
  const t = useStore(appMessages);
  const online = useOnline();
  const userId = useAuthStore((state) => state.user?.id);
  const waiting = useCountOutbox(
    (state) => state.pending.filter((count) => count.userId === userId).length,
  );
  const retrying = useCountOutbox((state) =>
    state.pending.some((count) => count.userId === userId && count.attempts > 0),
  );
  const countAcceptedAt = useCountOutbox((state) => state.lastSyncedAt) ?? 0;
  const itemsReceivedAt = useItemsReceivedAt(locationId);
  const lastSyncedAt = Math.max(countAcceptedAt, itemsReceivedAt) || null;

  // Counts made offline are "sending" from the reconnection until the last one is sent.
  const [catchingUp, setCatchingUp] = useState(!online);
  if (!online && !catchingUp) setCatchingUp(true);
  if (online && catchingUp && waiting === 0) setCatchingUp(false);

  const message = offlineMessage(t, {
    online,
    waiting,
    sending: catchingUp || retrying,
    lastSyncedAt,
  });
  const Icon = online ? RefreshCw : CloudOff;
  return (
    <div aria-live="polite" aria-atomic="true">
      {message && (
        <p className="flex items-center gap-2 border-t border-border bg-warning/15 px-4 py-1 text-sm text-fg">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-warning" />
          {message}
        </p>
      )}
    </div>
  );
}
