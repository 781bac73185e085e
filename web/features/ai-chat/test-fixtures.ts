import type {
  AssistantConversation,
  AssistantEvent,
  AssistantMessage,
} from '#contract/assistant.ts';
import type { AssistantToolResult } from '#contract/assistant-results.ts';
import { BAR } from '#web/test/auth-fixtures.ts';

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `a1a1a1a1-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export const AT = '2026-11-22T18:30:00.000Z';

export function makeConversation(
  overrides: Partial<AssistantConversation> = {},
): AssistantConversation {
  return {
    id: nextId(),
    location_id: BAR.id,
    title: 'What is below par?',
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<AssistantMessage> = {}): AssistantMessage {
  return {
    id: nextId(),
    conversation_id: nextId(),
    role: 'assistant',
    content: '',
    tool_calls: [],
    tool_results: [],
    proposals: [],
    suggestions: [],
    incomplete: false,
    created_at: AT,
    ...overrides,
  };
}

export const GIN_ID = 'b2b2b2b2-0000-4000-8000-000000000001';
export const TONIC_ID = 'b2b2b2b2-0000-4000-8000-000000000002';

export const belowPar: AssistantToolResult = {
  call_id: 'call-1',
  tool: 'items_below_par',
  kind: 'table',
  title: 'Items below par',
  link: { target: 'stocklist', id: null },
  columns: [
    { key: 'name', label: 'Item', format: 'text' },
    { key: 'quantity', label: 'On hand', format: 'number' },
    { key: 'par_level', label: 'Par', format: 'number' },
    { key: 'cost', label: 'Cost', format: 'money' },
  ],
  rows: [
    {
      cells: { name: 'Gin', quantity: 2, par_level: 12, cost: 15 },
      link: { target: 'item', id: GIN_ID },
    },
    {
      cells: { name: 'Tonic', quantity: 0, par_level: 48, cost: null },
      link: { target: 'item', id: TONIC_ID },
    },
  ],
  total_rows: 2,
  totals: null,
};

/** One server-sent event as the server writes it. */
export function sseText(event: AssistantEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

const encoder = new TextEncoder();

/** A streamed answer: every event at once, then the end. */
export function sseResponse(events: AssistantEvent[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(sseText(event)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** A streamed answer the test writes piece by piece (`push`), and ends (`end`) or breaks. */
export function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
    }),
    /** Writes raw text: an event may arrive split anywhere. */
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    push: (event: AssistantEvent) => controller.enqueue(encoder.encode(sseText(event))),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
    get cancelled() {
      return cancelled;
    },
  };
}
