/**
 * The model path against a local OpenAI-compatible server the test starts and scripts: the
 * tools run in the request's location with the caller's role, their results go back to the
 * model, the answer streams to the client, and a slow or failing model becomes a clear error.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createVendor,
  createVendorItem,
  type TestLocation,
  type TestUser,
} from '#server/test/factories.ts';
import { tokenFor } from '#server/test/request.ts';
import assistantRoutes from './assistant.routes.ts';
import { ask, parseEvents } from '#server/test/assistant-helpers.ts';

// ------------------------------------------------------------------ the scripted model server

interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
  stream?: boolean;
}

type Script = (request: ChatRequest, response: ServerResponse) => void | Promise<void>;

const requests: ChatRequest[] = [];
let scripts: Script[] = [];
let server: Server;
let baseUrl = '';

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

function startStream(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
}

/** Answers with one tool call. */
const callTool =
  (name: string, args: Record<string, unknown>, id = 'call_model_1'): Script =>
  (_request, response) => {
    startStream(response);
    response.write(
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [
          { index: 0, id, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ],
      }),
    );
    response.write(chunk({}, 'tool_calls'));
    response.end('data: [DONE]\n\n');
  };

/** Answers with text, in pieces. */
const say =
  (...pieces: string[]): Script =>
  (_request, response) => {
    startStream(response);
    for (const piece of pieces) response.write(chunk({ role: 'assistant', content: piece }));
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  };

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const part of request) body += String(part);
  return body;
}

const overrides: Partial<Config> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse(await readBody(request)) as ChatRequest;
      requests.push(body);
      const script = scripts.shift();
      if (!script) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'no script left' } }));
        return;
      }
      await script(body, response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  overrides.ai = { baseUrl, apiKey: 'test-key', model: 'test-model' };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const SLOW_URL = '/test/ai-slow/chat';
const ctx = useTestApp({
  config: overrides,
  extend: async (app) => {
    await app.register(assistantRoutes, { prefix: '/test/ai-slow', timeLimitMs: 400 });
  },
});

let location: TestLocation;
let owner: TestUser;
let staff: TestUser;
let otherLocation: TestLocation;
let limesId: string;

beforeAll(async () => {
  const created = await createLocation(ctx.db, { name: 'Model Bar' });
  location = created.location;
  owner = created.owner;
  staff = await addMember(ctx.db, location, 'staff');
  const limes = await createItem(ctx.db, location, {
    name: 'Limes',
    unit: 'each',
    quantity: '40',
    parLevel: '150',
  });
  limesId = limes.id;
  const vendor = await createVendor(ctx.db, location, { name: 'Greenmarket Produce' });
  await createVendorItem(ctx.db, location, {
    vendorId: vendor.id,
    inventoryItemId: limes.id,
    name: 'Limes, case',
    packSize: '150',
    price: '42.00',
    isPreferred: true,
  });
  otherLocation = (await createLocation(ctx.db, { name: 'Elsewhere' })).location;
  await createItem(ctx.db, otherLocation, {
    name: 'Limes',
    unit: 'each',
    quantity: '999',
    parLevel: '10',
  });
});

let address: string | undefined;
/** The app on a real port (once), for the tests that read the stream as a browser does. */
async function listening(): Promise<string> {
  address ??= await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

function reset(...next: Script[]) {
  requests.length = 0;
  scripts = next;
}

/** The tool messages the model received back. */
const toolMessages = () =>
  requests.flatMap((request) => request.messages.filter((message) => message.role === 'tool'));

describe('the assistant with a model', () => {
  it('runs the tools the model calls in the request’s location and streams the answer', async () => {
    reset(
      // The model asks for Limes and tries to name another location: the tool has no such input.
      callTool('get_item', { item: 'limes', location_id: otherLocation.id }),
      say('You have 40 limes, ', 'below the par of 150.'),
    );
    const answer = await ask(ctx.app, owner, { location_id: location.id, message: 'limes?' });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.response.headers['content-type']).toContain('text/event-stream');
    expect(answer.events.map((event) => event.type)).toEqual([
      'conversation',
      'user_message',
      'tool_call',
      'tool_result',
      'text',
      'text',
      'message',
      'done',
    ]);
    expect(answer.streamed).toBe('You have 40 limes, below the par of 150.');
    expect(answer.message).toMatchObject({
      role: 'assistant',
      content: 'You have 40 limes, below the par of 150.',
      incomplete: false,
      tool_calls: [{ id: 'call_model_1', tool: 'get_item' }],
    });
    expect(answer.message?.tool_results[0]).toMatchObject({
      kind: 'card',
      title: 'Limes',
      link: { target: 'item', id: limesId },
    });
    // What went back to the model: this location's Limes, as data.
    const [toolMessage] = toolMessages();
    expect(toolMessage?.tool_call_id).toBe('call_model_1');
    const sent = JSON.stringify(toolMessage?.content);
    expect(sent).toContain('Limes');
    expect(sent).toContain('40');
    expect(sent).not.toContain('999');
    // The model was told the tools, and the system prompt names the venue.
    expect(requests[0]?.tools?.map((tool) => tool.function.name)).toContain('draft_order');
    expect(JSON.stringify(requests[0]?.messages[0])).toContain('Model Bar');
    expect(requests[0]?.model).toBe('test-model');
  });

  it('gives a proposal only to a role that may apply it', async () => {
    for (const [person, expected] of [
      [owner, 1],
      [staff, 0],
    ] as const) {
      reset(callTool('draft_order', { vendor: 'greenmarket' }), say('Here is the draft.'));
      const answer = await ask(ctx.app, person, {
        location_id: location.id,
        message: 'order limes',
      });
      expect(answer.events.filter((event) => event.type === 'proposal')).toHaveLength(expected);
      expect(answer.message?.proposals).toHaveLength(expected);
      const sent = JSON.stringify(toolMessages()[0]?.content);
      expect(sent).toContain('Limes');
      expect(sent.includes('proposal')).toBe(expected === 1);
    }
  });

  it('continues a conversation with its earlier messages', async () => {
    reset(say('First answer.'));
    const first = await ask(ctx.app, owner, { location_id: location.id, message: 'hello' });
    reset(say('Second answer.'));
    const second = await ask(ctx.app, owner, {
      location_id: location.id,
      message: 'and then?',
      conversation_id: first.conversationId ?? '',
    });
    expect(second.conversationId).toBe(first.conversationId);
    const roles = requests[0]?.messages.map((message) => [message.role, message.content]);
    expect(roles?.slice(1)).toEqual([
      ['user', 'hello'],
      ['assistant', 'First answer.'],
      ['user', 'and then?'],
    ]);
  });

  it('turns a failing model server into a clear error after one retry', async () => {
    const fail: Script = (_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'overloaded' } }));
    };
    reset(fail, fail);
    const answer = await ask(ctx.app, owner, { location_id: location.id, message: 'limes?' });
    expect(answer.response.statusCode).toBe(200);
    expect(requests).toHaveLength(2);
    expect(answer.error).toEqual({
      code: 'AI_UNAVAILABLE',
      message: 'The assistant’s model server answered with an error (HTTP 503). Please try again.',
      retryable: true,
      retry_after: null,
    });
    expect(answer.message).toMatchObject({ content: '', incomplete: true });
    expect(answer.events.at(-1)).toEqual({ type: 'done' });
  });

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
