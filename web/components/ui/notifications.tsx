import { useStore } from '@nanostores/react';
import { CircleAlert, CircleCheck, Info, ShieldAlert, TriangleAlert, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '#web/lib/cn.ts';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import type { Notification, NotificationType } from '#web/lib/stores/notifications.ts';

const LOOK: Record<NotificationType, { icon: LucideIcon; accent: string }> = {
  success: { icon: CircleCheck, accent: 'border-l-success' },
  info: { icon: Info, accent: 'border-l-primary' },
  warning: { icon: TriangleAlert, accent: 'border-l-warning' },
  error: { icon: CircleAlert, accent: 'border-l-danger' },
  'auth-error': { icon: ShieldAlert, accent: 'border-l-danger' },
};

// The known messages (errors.ts' notifications among them) load with the first notification:
// they are not part of the first page. Until then the message shows as it was written.
const KnownText = lazy(() =>
  import('./known-text.tsx').then((module) => ({ default: module.KnownText })),
);

function isUrgent(type: NotificationType): boolean {
  return type === 'error' || type === 'auth-error';
}

function NotificationItem({
  notification,
  docked,
}: {
  notification: Notification;
  docked: boolean;
}) {
  const t = useStore(uiMessages);
  const dismiss = useNotificationStore((state) => state.dismiss);
  const { icon: Icon, accent } = LOOK[notification.type];
  const undo = notification.undoAction;
  return (
    <div
      role={isUrgent(notification.type) ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-l-4 border-border',
        'bg-surface text-fg',
        // In a screen's bar it is part of the page: compact, no shadow, the bar's full width.
        docked ? 'items-center gap-2 py-0 pl-2' : 'max-w-sm p-3 shadow-lg',
        accent,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1 self-center text-sm">
        <Suspense fallback={notification.message}>
          <KnownText text={notification.message} />
        </Suspense>
      </p>
      {undo && (
        <button
          type="button"
          className="min-h-11 rounded-md px-3 text-sm font-semibold text-link underline-offset-2 hover:underline"
          onClick={() => {
            // Closed first: what the undo says (e.g. "Gin is back to 4.") may take its key.
            dismiss(notification.id);
            undo();
          }}
        >
          {t.undo}
        </button>
      )}
      <button
        type="button"
        aria-label={t.dismissNotification}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-hover"
        onClick={() => dismiss(notification.id)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Renders the notification store. Sits above the bottom bar on phones, or in the bar a screen
 * keeps for them (the store's `dock`), where it covers nothing of that screen.
 */
export function NotificationViewport() {
  const t = useStore(uiMessages);
  const notifications = useNotificationStore((state) => state.notifications);
  const dock = useNotificationStore((state) => state.dock);
  const docked = dock !== null;
  const viewport = (
    <section
      aria-label={t.notifications}
      className={
        docked
          ? 'flex flex-col gap-1 empty:hidden'
          : 'pointer-events-none fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-3 lg:bottom-4 lg:items-end lg:px-4'
      }
    >
      {notifications
        .filter((notification) => notification.visible)
        .map((notification) => (
          <NotificationItem key={notification.id} notification={notification} docked={docked} />
        ))}
    </section>
  );
  return dock ? createPortal(viewport, dock) : viewport;
}
