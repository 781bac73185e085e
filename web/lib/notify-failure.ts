import { failureMessage } from './form-errors.ts';
import { useNotificationStore } from './stores/notifications.ts';

/** A change made in place (a price, a tick, a portion) failed: say so, in the server's words for a 4xx. */
export function notifyFailure(error: unknown, fallback: string): void {
  useNotificationStore
    .getState()
    .notify({ type: 'error', message: failureMessage(error, fallback) });
}
