import { createParser } from 'eventsource-parser';
import type { EventSourceMessage } from 'eventsource-parser';
import { refreshSession } from '#web/lib/api-client.ts';
import {
  ApiError,
  apiErrorFromBody,
  ErrorType,
  NETWORK_FAILURE_MESSAGE,
  TIMEOUT_MESSAGE,
} from '#web/lib/errors.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';

/** No byte from the server for this long: the answer is given up on (the server keeps its
 *  own, shorter, limit on the model and says so in an error event first). */
export const STREAM_IDLE_TIMEOUT_MS = 45_000;

function post(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
  const token = useAuthStore.getState().session?.access_token;
  return fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: the status alone tells what went wrong
  }
  return apiErrorFromBody(response.status, body, response.headers.get('Retry-After'));
}

export interface EventStreamOptions {
  /** The caller's Stop: ends the stream quietly (an AbortError, never an ApiError). */
  signal?: AbortSignal;
  idleTimeoutMs?: number;
}

/**
 * POSTs JSON and hands each server-sent event to `onEvent` as it arrives. The JSON client
 * cannot read a stream, so this call adds the bearer token and refreshes it once on a 401
 * itself, like every other call. Resolves when the server ends the stream; rejects with an
 * `ApiError` for an error answer, a dropped connection or a server gone quiet, and with the
 * AbortError of the caller's signal when it is aborted.
 */
export async function readEventStream(
  path: string,
  body: unknown,
  onEvent: (message: EventSourceMessage) => void,
  options: EventStreamOptions = {},
): Promise<void> {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quietFor = options.idleTimeoutMs ?? STREAM_IDLE_TIMEOUT_MS;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, quietFor);
  };

  const failure = (error: unknown): unknown => {
    if (options.signal?.aborted) return error;
    if (timedOut) return new ApiError({ type: ErrorType.TIMEOUT_ERROR, message: TIMEOUT_MESSAGE });
    if (error instanceof ApiError) return error;
    return new ApiError({ type: ErrorType.NETWORK_ERROR, message: NETWORK_FAILURE_MESSAGE });
  };

  try {
    restartTimer();
    let response = await post(path, body, controller.signal);
    if (response.status === 401 && (await refreshSession())) {
      response = await post(path, body, controller.signal);
    }
    if (!response.ok) throw await errorOf(response);
    if (!response.body)
      throw new ApiError({ type: ErrorType.NETWORK_ERROR, message: NETWORK_FAILURE_MESSAGE });

    const parser = createParser({ onEvent });
    const reader = response.body.getReader();
    // Stop and the quiet-server limit end a read that is waiting, not only the request.
    const cancel = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', cancel);
    const decoder = new TextDecoder();
    try {
      for (;;) {
        restartTimer();
        const { done, value } = await reader.read();
        if (controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      controller.signal.removeEventListener('abort', cancel);
    }
    parser.feed(decoder.decode());
    parser.reset({ consume: true });
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}
