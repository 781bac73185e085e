/**
 * Toast notifications (§3, §4, §9): at most three kept, the oldest dropped; each one hides
 * after its duration (0 = until dismissed) and is removed from the list shortly after, so an
 * exit transition has time to run. A notification given a `key` is one of a kind: the next one
 * with that key takes its place (new message, its duration counted again) instead of stacking,
 * e.g. one undo per counted item however many times it is tapped.
 */
import { create } from 'zustand';
import {
  ERROR_NOTIFICATION_DURATION_MS,
  MAX_VISIBLE_NOTIFICATIONS,
  NOTIFICATION_DURATION_MS,
  UNDO_NOTIFICATION_DURATION_MS,
} from '#contract/constants.ts';

export type NotificationType = 'success' | 'info' | 'warning' | 'error' | 'auth-error';

export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  /** Milliseconds before it hides; 0 keeps it until dismissed. */
  duration: number;
  visible: boolean;
  undoAction?: () => void;
  key?: string;
}

interface NotifyInput {
  type: NotificationType;
  message: string;
  duration?: number;
  undoAction?: () => void;
  /** Replaces the shown notification with the same key, in place. */
  key?: string;
}

/** Time between hiding a notification and removing it from the list. */
export const NOTIFICATION_REMOVE_DELAY_MS = 300;

interface NotificationState {
  notifications: Notification[];
  /**
   * Where a screen wants its notifications shown instead of floating over it (the stock
   * list keeps a bar under its rows for them), or null.
   */
  dock: HTMLElement | null;
  setDock: (dock: HTMLElement | null) => void;
  notify: (input: NotifyInput) => string;
  dismiss: (id: string) => void;
  clearAll: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function defaultDuration(input: NotifyInput): number {
  if (input.duration !== undefined) return input.duration;
  if (input.undoAction) return UNDO_NOTIFICATION_DURATION_MS;
  if (input.type === 'error' || input.type === 'auth-error') return ERROR_NOTIFICATION_DURATION_MS;
  return NOTIFICATION_DURATION_MS;
}

export const useNotificationStore = create<NotificationState>()((set, get) => {
  function remove(id: string): void {
    clearTimer(id);
    set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) }));
  }

  function hide(id: string): void {
    clearTimer(id);
    if (!get().notifications.some((n) => n.id === id)) return;
    set((state) => ({
      notifications: state.notifications.map((n) => (n.id === id ? { ...n, visible: false } : n)),
    }));
    timers.set(
      id,
      setTimeout(() => remove(id), NOTIFICATION_REMOVE_DELAY_MS),
    );
  }

  return {
    notifications: [],
    dock: null,

    setDock(dock) {
      set({ dock });
    },

    notify(input) {
      const duration = defaultDuration(input);
      const same =
        input.key === undefined
          ? undefined
          : get().notifications.find((n) => n.key === input.key && n.visible);
      sequence += 1;
      const id = same?.id ?? `notification-${Date.now().toString(36)}-${sequence}`;
      const notification: Notification = {
        id,
        type: input.type,
        message: input.message,
        duration,
        visible: true,
        ...(input.undoAction ? { undoAction: input.undoAction } : {}),
        ...(input.key !== undefined ? { key: input.key } : {}),
      };
      if (same) {
        clearTimer(id);
        set((state) => ({
          notifications: state.notifications.map((n) => (n.id === id ? notification : n)),
        }));
        if (duration > 0)
          timers.set(
            id,
            setTimeout(() => hide(id), duration),
          );
        return id;
      }
      const kept = [...get().notifications, notification];
      const dropped = kept.slice(0, Math.max(0, kept.length - MAX_VISIBLE_NOTIFICATIONS));
      dropped.forEach((n) => clearTimer(n.id));
      set({ notifications: kept.slice(dropped.length) });
      if (duration > 0) {
        timers.set(
          id,
          setTimeout(() => hide(id), duration),
        );
      }
      return id;
    },

    dismiss(id) {
      hide(id);
    },

    clearAll() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      set({ notifications: [] });
    },
  };
});
