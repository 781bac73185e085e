/**
 * The model path's stream against a local OpenAI-compatible server the test starts and
 * scripts: the answer streams to the client as the model writes, and a slow model or a client
 * that goes away ends it cleanly.
 */
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  chunk,
  createModelVenue,
  parseEvents,
  startStream,
  useModelServer,
} from '#server/test/assistant-helpers.ts';
import type { TestLocation, TestUser } from '#server/test/factories.ts';
import { tokenFor } from '#server/test/request.ts';
import { useTestApp } from '#server/test/app.ts';
import assistantRoutes from './assistant.routes.ts';

const model = useModelServer();
const { reset } = model;
const SLOW_URL = '/test/ai-slow/chat';
const ctx = useTestApp({
  config: model.config,
  extend: async (app) => {
    await app.register(assistantRoutes, { prefix: '/test/ai-slow', timeLimitMs: 400 });
  },
});

let location: TestLocation;
let owner: TestUser;

beforeAll(async () => {
  ({ location, owner } = await createModelVenue(ctx.db));
});

let address: string | undefined;
/** The app on a real port (once), for the tests that read the stream as a browser does. */
async function listening(): Promise<string> {
  const listened = address ?? (await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  address = listened;
  return listened;
}

describe('the assistant with a model, streaming', () => {
  it('stops a model that takes too long, keeping the partial answer', async () => {
    let release: () => void = () => {};
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    reset(async (_request, response) => {
      startStream(response);
      response.write(chunk({ role: 'assistant', content: 'Counting the limes' }));
      await stalled;
      response.end();
    });
    const answer = await ask(
      ctx.app,
      owner,
      { location_id: location.id, message: 'limes?' },
      SLOW_URL,
    );
    release();
    expect(answer.error).toMatchObject({ code: 'AI_TIMEOUT', retryable: true });
    expect(answer.message).toMatchObject({ content: 'Counting the limes', incomplete: true });
    const saved = await ctx.app.inject({
      method: 'GET',
      url: `/api/ai/conversations/${answer.conversationId ?? ''}`,
      headers: { authorization: `Bearer ${await tokenFor(ctx.app, owner)}` },
    });
    expect(saved.json()).toMatchObject({
      messages: [
        { role: 'user', content: 'limes?' },
        { role: 'assistant', content: 'Counting the limes', incomplete: true },
      ],
    });
  });

  it('streams over HTTP as the model writes, uncompressed', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    reset(async (_request, response) => {
      startStream(response);
      response.write(chunk({ role: 'assistant', content: 'First words' }));
      // The rest comes only once the client has seen the first words.
      await held;
      response.write(chunk({ content: ', then the rest.' }));
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
    const address = await listening();
    const started = performance.now();
    const response = await fetch(`${address}/api/ai/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenFor(ctx.app, owner)}`,
        'content-type': 'application/json',
        'accept-encoding': 'gzip, br',
      },
      body: JSON.stringify({ location_id: location.id, message: 'limes?' }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let body = '';
    let firstToken: number | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
      if (firstToken === undefined && body.includes('event: text')) {
        firstToken = performance.now() - started;
        release();
      }
    }
    process.stdout.write(
      `model path: first streamed token after ${(firstToken ?? NaN).toFixed(1)} ms (local test server)\n`,
    );
    const events = parseEvents(body);
    expect(events.filter((event) => event.type === 'text').map((event) => event.delta)).toEqual([
      'First words',
      ', then the rest.',
    ]);
  });

  it('stops asking the model when the client goes away', async () => {
    let modelClosed: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      modelClosed = resolve;
    });
    reset((_request, response) => {
      response.on('close', () => modelClosed());
      startStream(response);
      // The first words, then nothing: only an abort from the app ends this request.
      response.write(chunk({ role: 'assistant', content: 'Let me see' }));
    });
    const client = new AbortController();
    const response = await fetch(`${await listening()}/api/ai/chat`, {
      method: 'POST',
      signal: client.signal,
      headers: {
        authorization: `Bearer ${await tokenFor(ctx.app, owner)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ location_id: location.id, message: 'limes?' }),
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let body = '';
    while (!body.includes('event: text')) {
      const { value } = await reader.read();
      body += decoder.decode(value, { stream: true });
    }
    client.abort();
    // The app aborted its request to the model server.
    await closed;
    expect(body).toContain('Let me see');
    // The aborted fetch leaves its socket half open on the app's side: close it, or closing
    // the app waits for it.
    ctx.app.server.closeAllConnections();
  });
});
