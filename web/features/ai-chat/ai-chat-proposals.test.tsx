import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssistantProposal } from '#contract/assistant-results.ts';
import { BAR, KITCHEN } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { GIN_ID, makeMessage, sseResponse } from './test-fixtures.ts';
import {
  conversation,
  LIST_ID,
  openChat,
  orderProposal,
  resetBetweenTests,
  VENDOR_ID,
} from './test-chat-screen.ts';

resetBetweenTests();

describe('AI chat, proposals', () => {
  it('applies a proposed order through the normal API and links to the draft', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
});
