import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantEvent } from '#contract/assistant.ts';
import type { AssistantProposal } from '#contract/assistant-results.ts';
import { SUGGESTED_QUESTIONS } from '#contract/assistant.ts';
import { BAR, KITCHEN, makeUser, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, headerOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { NETWORK_FAILURE_MESSAGE } from '#web/lib/errors.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import {
  GIN_ID,
  belowPar,
  makeConversation,
  makeMessage,
  openStream,
  sseResponse,
} from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

const conversation = makeConversation();
const question = makeMessage({
  conversation_id: conversation.id,
  role: 'user',
  content: 'What is below par?',
});
const ANSWER_TEXT = '2 items are below par: Gin and Tonic.';
const answer = makeMessage({
  conversation_id: conversation.id,
  content: ANSWER_TEXT,
  tool_calls: [{ id: 'call-1', tool: 'items_below_par', arguments: {} }],
  tool_results: [belowPar],
});

/** The whole answer to "What is below par?", as the server streams it, event by event. */
const started: AssistantEvent = { type: 'conversation', conversation };
const asked: AssistantEvent = { type: 'user_message', message: question };
const lookingUp: AssistantEvent = {
  type: 'tool_call',
  call: { id: 'call-1', tool: 'items_below_par', arguments: {} },
};
const found: AssistantEvent = { type: 'tool_result', result: belowPar };
const firstWords: AssistantEvent = { type: 'text', delta: '2 items are below par: ' };
const lastWords: AssistantEvent = { type: 'text', delta: 'Gin and Tonic.' };
const saved: AssistantEvent = { type: 'message', message: answer };
const done: AssistantEvent = { type: 'done' };
const answerEvents = [started, asked, lookingUp, found, firstWords, lastWords, saved, done];

const LIST_ID = 'c3c3c3c3-0000-4000-8000-000000000001';
const VENDOR_ID = 'd4d4d4d4-0000-4000-8000-000000000001';
const orderProposal: AssistantProposal = {
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

function openChat(routes: Routes = {}, path = '') {
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

const chatCalls = (calls: FetchCall[]) => calls.filter((call) => call.url === '/api/ai/chat');

beforeEach(() => {
  resetAuth();
  signIn([BAR, KITCHEN]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AI chat', () => {
  it('offers suggested questions for a new conversation and says there are none yet', async () => {
    openChat();
    expect(await screen.findByText('No conversations yet. Ask a first question.')).toBeVisible();
    for (const suggestion of SUGGESTED_QUESTIONS) {
      expect(screen.getByRole('button', { name: suggestion })).toBeInTheDocument();
    }
  });

  it('streams the answer in as it arrives, with the lookup as a table linking to the items', async () => {
    const user = userEvent.setup();
    const stream = openStream();
    const { calls, router } = openChat({ 'POST /api/ai/chat': () => stream.response });
    await user.click(await screen.findByRole('button', { name: 'What is below par?' }));

    await waitFor(() => expect(chatCalls(calls)).toHaveLength(1));
    const [call] = chatCalls(calls);
    expect(bodyOf(call)).toEqual({ location_id: BAR.id, message: 'What is below par?' });
    expect(headerOf(call, 'Authorization')).toBe('Bearer access-1');

    stream.push(started);
    stream.push(asked);
    stream.push(lookingUp);
    expect(await screen.findByText('Checking what is below par…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeVisible();
    // An event split across two chunks still arrives whole.
    const result = `event: tool_result\ndata: ${JSON.stringify(answerEvents[3])}\n\n`;
    stream.write(result.slice(0, 40));
    stream.write(result.slice(40));
    const table = await screen.findByRole('region', { name: 'Items below par' });
    expect(within(table).getByRole('link', { name: 'Gin' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/items?edit=${GIN_ID}`,
    );
    // A missing price is shown as missing, never as 0.
    expect(within(table).getByRole('row', { name: /Tonic/ })).toHaveTextContent('Tonic048—');
    expect(within(table).getByRole('link', { name: 'Open the stock list' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/stocklist?filter=below-par`,
    );

    stream.push(firstWords);
    expect(await screen.findByText('2 items are below par:', { exact: false })).toBeVisible();
    const live = document.querySelector('main [aria-live="polite"].sr-only');
    // Not read out word by word while it streams.
    expect(live).toHaveTextContent('');

    stream.push(lastWords);
    stream.push(saved);
    stream.push(done);
    stream.end();
    await waitFor(() => expect(live).toHaveTextContent(ANSWER_TEXT));
    expect(screen.getByText(ANSWER_TEXT, { selector: 'p' })).toBeVisible();
    expect(screen.getAllByText('What is below par?', { selector: 'li div' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe(`?conversation=${conversation.id}`);
  });

  it('continues the open conversation: Enter sends, Shift+Enter starts a new line', async () => {
    const user = userEvent.setup();
    const { calls } = openChat(
      {
        'GET /api/ai/conversations': () => jsonResponse([conversation]),
        [`GET /api/ai/conversations/${conversation.id}`]: () =>
          jsonResponse({ ...conversation, messages: [question, answer] }),
        'POST /api/ai/chat': () =>
          sseResponse([
            { type: 'conversation', conversation },
            {
              type: 'message',
              message: makeMessage({ conversation_id: conversation.id, content: 'Gin: 2.' }),
            },
            { type: 'done' },
          ]),
      },
      `?conversation=${conversation.id}`,
    );
    expect(await screen.findByText(ANSWER_TEXT, { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Items below par' })).toBeVisible();
    const conversations = screen.getByRole('complementary');
    expect(
      within(conversations).getByRole('button', { name: /What is below par\?/ }),
    ).toHaveAttribute('aria-current', 'page');

    const box = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(box, 'how much gin{Shift>}{Enter}{/Shift}by bottle');
    expect(box).toHaveValue('how much gin\nby bottle');
    expect(chatCalls(calls)).toHaveLength(0);
    await user.type(box, '{Enter}');
    expect(await screen.findByText('Gin: 2.', { selector: 'p' })).toBeVisible();
    expect(bodyOf(chatCalls(calls)[0])).toEqual({
      location_id: BAR.id,
      conversation_id: conversation.id,
      message: 'how much gin\nby bottle',
    });
    expect(box).toHaveValue('');
  });

  it('keeps a keyboard user in the question box after asking a suggestion', async () => {
    const user = userEvent.setup();
    openChat({ 'POST /api/ai/chat': () => sseResponse(answerEvents) });
    const suggestion = await screen.findByRole('button', { name: 'What is below par?' });
    suggestion.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(ANSWER_TEXT, { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  });

  it('stops an answer that is coming in', async () => {
    const user = userEvent.setup();
    const stream = openStream();
    const { calls } = openChat({ 'POST /api/ai/chat': () => stream.response });
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'what changed today{Enter}',
    );
    await waitFor(() => expect(chatCalls(calls)).toHaveLength(1));
    stream.push({ type: 'text', delta: 'Today three' });
    expect(await screen.findByText('Today three')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped.')).toBeVisible();
    expect(chatCalls(calls)[0]?.init.signal?.aborted).toBe(true);
    expect(stream.cancelled).toBe(true);
    expect(screen.getByText('Today three')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('says clearly when the answer fails, and Retry asks again', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = openChat({
      'POST /api/ai/chat': () => {
        attempt += 1;
        if (attempt === 1) {
          const stream = openStream();
          stream.push({ type: 'text', delta: 'Looking' });
          stream.fail();
          return stream.response;
        }
        return sseResponse(answerEvents);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'What is below par?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(ANSWER_TEXT, { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(chatCalls(calls).map((call) => bodyOf(call))).toEqual([
      { location_id: BAR.id, message: 'What is below par?' },
      { location_id: BAR.id, message: 'What is below par?' },
    ]);
  });

  it('shows the error the server streams, and a refused question in the server’s words', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    openChat({
      'POST /api/ai/chat': () => {
        attempt += 1;
        if (attempt === 1)
          return sseResponse([
            { type: 'conversation', conversation },
            {
              type: 'error',
              error: {
                code: 'AI_TIMEOUT',
                message: 'The assistant took too long to answer. Try again.',
                retryable: true,
                retry_after: null,
              },
            },
            { type: 'done' },
          ]);
        return errorResponse(429, 'RATE_LIMITED', 'Too many requests', {
          headers: { 'Retry-After': '30' },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'What is our food cost?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The assistant took too long to answer. Try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
  });

  it('refreshes the token once when the question gets a 401', async () => {
    const user = userEvent.setup();
    const { calls } = openChat({
      'POST /api/auth/refresh': () => jsonResponse({ token: 'access-2', user: makeUser([BAR]) }),
      'POST /api/ai/chat': (call) =>
        headerOf(call, 'Authorization') === 'Bearer access-2'
          ? sseResponse(answerEvents)
          : errorResponse(401, 'TOKEN_EXPIRED', 'Token expired'),
    });
    await user.click(await screen.findByRole('button', { name: 'What is below par?' }));
    expect(await screen.findByText(ANSWER_TEXT, { selector: 'p' })).toBeVisible();
    expect(chatCalls(calls).map((call) => headerOf(call, 'Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('applies a proposed order through the normal API and links to the draft', async () => {
    const user = userEvent.setup();
    const { calls } = openChat({
      'POST /api/ai/chat': () =>
        sseResponse([
          { type: 'conversation', conversation },
          { type: 'proposal', proposal: orderProposal },
          {
            type: 'message',
            message: makeMessage({
              conversation_id: conversation.id,
              content: 'Here is a draft order for Metro Drinks.',
              proposals: [orderProposal],
            }),
          },
          { type: 'done' },
        ]),
      'POST /api/shopping-lists/generate': () => jsonResponse([{ id: LIST_ID }], 201),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Draft an order for my main vendor' }),
    );
    const card = await screen.findByRole('region', { name: orderProposal.title });
    expect(card).toHaveTextContent('2 × Gin 6 × 70 cl (bottle)');
    await user.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(await within(card).findByText('Draft list created.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open the list' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/shopping-lists/${LIST_ID}`,
    );
    const generate = calls.filter((call) => call.url === '/api/shopping-lists/generate');
    expect(generate).toHaveLength(1);
    expect(bodyOf(generate[0])).toEqual({ location_id: BAR.id, vendor_id: VENDOR_ID });
  });

  it('shows why a proposal could not be applied', async () => {
    const user = userEvent.setup();
    const parProposal: AssistantProposal = {
      id: 'call-3:par',
      kind: 'par_level',
      title: 'Set the par level of Gin to 18',
      requires: 'catalog.edit',
      apply: [
        { method: 'PUT', path: `/api/inventory/${GIN_ID}`, body: { par_level: 18, version: 3 } },
      ],
      link: { target: 'item', id: GIN_ID },
      item_id: GIN_ID,
      item_name: 'Gin',
      current_par_level: 12,
      new_par_level: 18,
    };
    openChat({
      'POST /api/ai/chat': () =>
        sseResponse([
          { type: 'conversation', conversation },
          {
            type: 'message',
            message: makeMessage({ conversation_id: conversation.id, proposals: [parProposal] }),
          },
          { type: 'done' },
        ]),
      [`PUT /api/inventory/${GIN_ID}`]: () =>
        errorResponse(409, 'CONFLICT', 'This item was changed by someone else.'),
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'set gin par to 18{Enter}',
    );
    const card = await screen.findByRole('region', { name: parProposal.title });
    expect(card).toHaveTextContent('Par level of Gin: 12 → 18');
    await user.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This item was changed by someone else.',
    );
  });

  it('hides Apply from a role that may not make the change', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET /api/locations/${KITCHEN.id}`]: () => jsonResponse(makeLocation(KITCHEN)),
      'GET /api/ai/conversations': () => jsonResponse([]),
      'POST /api/ai/chat': () =>
        sseResponse([
          { type: 'conversation', conversation: { ...conversation, location_id: KITCHEN.id } },
          { type: 'proposal', proposal: orderProposal },
          { type: 'message', message: makeMessage({ proposals: [orderProposal] }) },
          { type: 'done' },
        ]),
    });
    renderRoute(`/dashboard/${KITCHEN.id}/ai-chat`);
    await user.click(
      await screen.findByRole('button', { name: 'Draft an order for my main vendor' }),
    );
    const card = await screen.findByRole('region', { name: orderProposal.title });
    expect(within(card).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('A manager or owner can apply this.');
  });

  it('says when the conversations cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    openChat({
      'GET /api/ai/conversations': () => {
        attempt += 1;
        return attempt === 1
          ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong')
          : jsonResponse([conversation]);
      },
    });
    const conversations = await screen.findByRole('complementary');
    expect(
      await within(conversations).findByText(
        'Your conversations could not be loaded. Check your connection and try again.',
      ),
    ).toBeVisible();
    await user.click(within(conversations).getByRole('button', { name: 'Try again' }));
    expect(
      await within(conversations).findByRole('button', { name: /What is below par\?/ }),
    ).toBeVisible();
  });
});
