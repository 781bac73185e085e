/**
 * Toast notifications (§3, §4, §9): at most three kept, the oldest dropped; each one hides
 * after its duration (0 = until dismissed) and is removed from the list shortly after, so an
 * exit transition has time to run.
 */
import { create } from 'zustand';
import {
  ERROR_NOTIFICATION_DURATION_MS,
  MAX_VISIBLE_NOTIFICATIONS,
  NOTIFICATION_DURATION_MS,
  UNDO_NOTIFICATION_DURATION_MS,
} from '../../../contract/constants.ts';

export type NotificationType = 'success' | 'info' | 'warning' | 'error' | 'auth-error';

export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  /** Milliseconds before it hides; 0 keeps it until dismissed. */
  duration: number;
  visible: boolean;
  undoAction?: () => void;
}

export interface NotifyInput {
  type: NotificationType;
  message: string;
  duration?: number;
  undoAction?: () => void;
}

/** Time between hiding a notification and removing it from the list. */
export const NOTIFICATION_REMOVE_DELAY_MS = 300;

interface NotificationState {
  notifications: Notification[];
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

export function defaultDuration(input: NotifyInput): number {
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

    notify(input) {
      sequence += 1;
      const id = `notification-${Date.now().toString(36)}-${sequence}`;
      const duration = defaultDuration(input);
      const notification: Notification = {
        id,
        type: input.type,
        message: input.message,
        duration,
        visible: true,
        ...(input.undoAction ? { undoAction: input.undoAction } : {}),
      };
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
