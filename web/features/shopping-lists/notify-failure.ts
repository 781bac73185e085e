import { failureMessage } from '../../lib/form-errors.ts';
import { useNotificationStore } from '../../lib/stores/notifications.ts';

/** A change made in place (a price, a tick) failed: say so, in the server's words for a 4xx. */
export function notifyFailure(error: unknown, fallback: string): void {
  useNotificationStore
    .getState()
    .notify({ type: 'error', message: failureMessage(error, fallback) });
}
