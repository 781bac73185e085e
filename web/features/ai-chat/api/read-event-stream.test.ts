import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ErrorType, TIMEOUT_MESSAGE } from '#web/lib/errors.ts';
import { resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, stubFetch } from '#web/test/fetch.ts';
import { openStream } from '../test-fixtures.ts';
import { readEventStream, STREAM_IDLE_TIMEOUT_MS } from './read-event-stream.ts';

beforeEach(() => {
  resetAuth();
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reading a server-sent event stream', () => {
  it('hands over every event, multi-line data and all, and ends with the stream', async () => {
    const stream = openStream();
    stubFetch(() => stream.response);
    const seen: { event?: string; data: string }[] = [];
    const done = readEventStream('/api/ai/chat', { message: 'hi' }, ({ event, data }) =>
      seen.push({ event, data }),
    );
    stream.write(': a comment keeps the connection open\n\n');
    stream.write('event: text\r\ndata: {"a":\r\ndata: 1}\r\n\r\n');
    stream.write('event: done\ndata: {}\n\n');
    stream.end();
    await done;
    expect(seen).toEqual([
      { event: 'text', data: '{"a":\n1}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('gives up with a timeout error when the server goes quiet', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stream = openStream();
    stubFetch(() => stream.response);
    const done = readEventStream('/api/ai/chat', {}, () => undefined);
    const outcome = done.catch((error: unknown) => error);
    stream.write('event: text\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(STREAM_IDLE_TIMEOUT_MS - 1);
    stream.write('event: text\ndata: {}\n\n');
    // Every event starts the wait afresh: only a full quiet spell ends it.
    await vi.advanceTimersByTimeAsync(STREAM_IDLE_TIMEOUT_MS - 1);
    expect(stream.cancelled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: ErrorType.TIMEOUT_ERROR, message: TIMEOUT_MESSAGE });
    expect(stream.cancelled).toBe(true);
  });

  it('rejects with the API error of an answer that is not a stream', async () => {
    stubFetch(() =>
      errorResponse(403, 'FORBIDDEN', "You don't have permission to perform this action."),
    );
    await expect(readEventStream('/api/ai/chat', {}, () => undefined)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});
