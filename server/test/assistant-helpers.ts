import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AssistantEvent, assistantEvent, type AssistantMessage } from '#contract/assistant.ts';
import type { App } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  addMember,
  createItem,
  createLocation,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { tokenFor } from '#server/test/request.ts';
import assistantRoutes from '#server/modules/assistant/assistant.routes.ts';

/** The events of a server-sent event stream, each checked against the contract. */
export function parseEvents(body: string): AssistantEvent[] {
  return body
    .split('\n\n')
    .map((frame) => frame.trim())
    .filter((frame) => frame !== '')
    .map((frame) => {
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      return assistantEvent.parse(JSON.parse(data));
    });
}

export interface Answer {
  response: LightMyRequestResponse;
  events: AssistantEvent[];
  /** The text the deltas streamed. */
  streamed: string;
  message: AssistantMessage | undefined;
  error: Extract<AssistantEvent, { type: 'error' }>['error'] | undefined;
  conversationId: string | undefined;
}

/**
 * Where a test registers the module a second time with a large rate limit, so a table of
 * questions by one person is not refused (see `useTestApp({ extend })`).
 */
export const UNLIMITED_CHAT_URL = '/test/ai/chat';

export async function registerUnlimited(app: App): Promise<void> {
  await app.register(assistantRoutes, {
    prefix: '/test/ai',
    rateLimit: { max: 100_000, windowMs: 60_000 },
  });
}

/** Asks the assistant as a user and reads the whole stream. */
export async function ask(
  app: App,
  user: { id: string; email: string },
  body: { location_id: string; message: string; conversation_id?: string },
  url = '/api/ai/chat',
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${await tokenFor(app, user)}` },
    payload: body,
  });
  const events = response.statusCode === 200 ? parseEvents(response.body) : [];
  const of = <T extends AssistantEvent['type']>(type: T) =>
    events.filter((event): event is Extract<AssistantEvent, { type: T }> => event.type === type);
  return {
    response,
    events,
    streamed: of('text')
      .map((event) => event.delta)
      .join(''),
    message: of('message')[0]?.message,
    error: of('error')[0]?.error,
    conversationId: of('conversation')[0]?.conversation.id,
  };
}

// ------------------------------------------------------------------ a scripted model server

/** A request the scripted model server received. */
interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
  stream?: boolean;
}

/** How the scripted model server answers one request. */
export type Script = (request: ChatRequest, response: ServerResponse) => void | Promise<void>;

/** One chunk of an OpenAI-compatible chat completion stream. */
export function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

/** Starts a streamed answer of the scripted model server. */
export function startStream(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
}

/** Answers with one tool call. */
export const callTool =
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
export const say =
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

/** A local OpenAI-compatible server a test scripts, and the configuration that points at it. */
interface ModelServer {
  /** The requests it received since the last reset. */
  requests: ChatRequest[];
  /** Pass as `useTestApp({ config })`: its `ai` is set once the server listens. */
  config: Partial<Config>;
  /** Forgets the requests and answers the next ones with these scripts, in order. */
  reset(...next: Script[]): void;
  /** The tool messages the model received back. */
  toolMessages(): ChatRequest['messages'];
}

/** Starts the scripted model server before the file's tests and stops it after them. */
export function useModelServer(): ModelServer {
  let scripts: Script[] = [];
  let server: Server | undefined;
  const model: ModelServer = {
    requests: [],
    config: {},
    reset(...next) {
      model.requests.length = 0;
      scripts = next;
    },
    toolMessages: () =>
      model.requests.flatMap((request) =>
        request.messages.filter((message) => message.role === 'tool'),
      ),
  };
  beforeAll(async () => {
    const started = createServer((request, response) => {
      void (async () => {
        const body = JSON.parse(await readBody(request)) as ChatRequest;
        model.requests.push(body);
        const script = scripts.shift();
        if (!script) {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'no script left' } }));
          return;
        }
        await script(body, response);
      })();
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(started.address() as AddressInfo).port}/v1`;
    model.config.ai = { baseUrl, apiKey: 'test-key', model: 'test-model' };
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return model;
}

/** The venue the model tests ask in: limes with a preferred vendor line, and another venue's limes. */
export async function createModelVenue(db: Db) {
  const created = await createLocation(db, { name: 'Model Bar' });
  const { location, owner } = created;
  const staff = await addMember(db, location, 'staff');
  const limes = await createItem(db, location, {
    name: 'Limes',
    unit: 'each',
    quantity: '40',
    parLevel: '150',
  });
  const vendor = await createVendor(db, location, { name: 'Greenmarket Produce' });
  await createVendorItem(db, location, {
    vendorId: vendor.id,
    inventoryItemId: limes.id,
    name: 'Limes, case',
    packSize: '150',
    price: '42.00',
    isPreferred: true,
  });
  const otherLocation = (await createLocation(db, { name: 'Elsewhere' })).location;
  await createItem(db, otherLocation, {
    name: 'Limes',
    unit: 'each',
    quantity: '999',
    parLevel: '10',
  });
  return { location, owner, staff, otherLocation, limesId: limes.id };
}
