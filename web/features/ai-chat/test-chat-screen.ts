// What the assistant screen's tests share: a conversation, its answer as events, a proposal.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { AssistantEvent } from '#contract/assistant.ts';
import type { AssistantProposal } from '#contract/assistant-results.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { GIN_ID, belowPar, makeConversation, makeMessage } from './test-fixtures.ts';

export type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

export const conversation = makeConversation();
export const question = makeMessage({
  conversation_id: conversation.id,
  role: 'user',
  content: 'What is below par?',
});
export const ANSWER_TEXT = '2 items are below par: Gin and Tonic.';
export const answer = makeMessage({
  conversation_id: conversation.id,
  content: ANSWER_TEXT,
  tool_calls: [{ id: 'call-1', tool: 'items_below_par', arguments: {} }],
  tool_results: [belowPar],
});

/** The whole answer to "What is below par?", as the server streams it, event by event. */
export const started: AssistantEvent = { type: 'conversation', conversation };
export const asked: AssistantEvent = { type: 'user_message', message: question };
export const lookingUp: AssistantEvent = {
  type: 'tool_call',
  call: { id: 'call-1', tool: 'items_below_par', arguments: {} },
};
export const found: AssistantEvent = { type: 'tool_result', result: belowPar };
export const firstWords: AssistantEvent = { type: 'text', delta: '2 items are below par: ' };
export const lastWords: AssistantEvent = { type: 'text', delta: 'Gin and Tonic.' };
export const saved: AssistantEvent = { type: 'message', message: answer };
export const done: AssistantEvent = { type: 'done' };
export const answerEvents = [started, asked, lookingUp, found, firstWords, lastWords, saved, done];

export const LIST_ID = 'c3c3c3c3-0000-4000-8000-000000000001';
export const VENDOR_ID = 'd4d4d4d4-0000-4000-8000-000000000001';
export const orderProposal: AssistantProposal = {
  id: 'call-2:order',
  kind: 'draft_order',
  title: 'Create a draft order for Metro Drinks with 1 line',
  requires: 'catalog.edit',
  apply: [
    {
      method: 'POST',
      path: '/api/shopping-lists/generate',
      body: { location_id: BAR.id, vendor_id: VENDOR_ID },
    },
  ],
  link: { target: 'shopping_lists', id: null },
  vendor_id: VENDOR_ID,
  vendor_name: 'Metro Drinks',
  lines: [
    {
      inventory_item_id: GIN_ID,
      vendor_item_id: null,
      name: 'Gin 6 × 70 cl',
      quantity: 2,
      unit: 'bottle',
      unit_price: 90,
      line_total: 180,
    },
  ],
  estimated_total: 180,
};

export function openChat(routes: Routes = {}, path = '') {
  const stub = stubApi({
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    [`GET /api/locations/${KITCHEN.id}`]: () => jsonResponse(makeLocation(KITCHEN)),
    'GET /api/ai/conversations': () => jsonResponse([]),
    [`GET /api/ai/conversations/${conversation.id}`]: () =>
      jsonResponse({ ...conversation, messages: [] }),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${BAR.id}/ai-chat${path}`);
  return { ...stub, ...view };
}

export const chatCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url === '/api/ai/chat');

/** Each test starts signed in at the bar and the kitchen; the screen's code is loaded once. */
export function resetBetweenTests(): void {
  // The route loads the screen's code on first use; loaded here, compiling it is not charged to
  // the first test's time limit.
  beforeAll(() => import('./ai-chat-screen.tsx'));
  beforeEach(() => {
    resetAuth();
    signIn([BAR, KITCHEN]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
