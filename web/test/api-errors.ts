import { ApiError } from '../lib/errors.ts';
import { useNotificationStore } from '../lib/stores/notifications.ts';

/** The notifications on screen, as a user would read them. */
export const notifications = () =>
  useNotificationStore.getState().notifications.map(({ type, message, duration }) => ({
    type,
    message,
    duration,
  }));

/** The ApiError a call rejected with (fails the test if it resolved or threw something else). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
