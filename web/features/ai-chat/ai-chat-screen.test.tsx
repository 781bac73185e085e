import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUGGESTED_QUESTIONS } from '#contract/assistant.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { bodyOf, headerOf, jsonResponse } from '#web/test/fetch.ts';
import { GIN_ID, makeMessage, openStream, sseResponse } from './test-fixtures.ts';
import {
  answer,
  ANSWER_TEXT,
  answerEvents,
  asked,
  chatCalls,
  conversation,
  done,
  firstWords,
  lastWords,
  lookingUp,
  openChat,
  question,
  resetBetweenTests,
  saved,
  started,
} from './test-chat-screen.ts';

resetBetweenTests();

describe('AI chat', () => {
  it('offers suggested questions for a new conversation and says there are none yet', async () => {
    openChat();
    expect(await screen.findByText('No conversations yet. Ask a first question.')).toBeVisible();
    for (const suggestion of SUGGESTED_QUESTIONS) {
      expect(screen.getByRole('button', { name: suggestion })).toBeInTheDocument();
    }
  });

  it('streams the answer in as it arrives, with the lookup as a table linking to the items', async () => {
    const user = userEvent.setup({ delay: null });
    const stream = openStream();
    const { calls, router } = openChat({ 'POST /api/ai/chat': () => stream.response });
    await user.click(await screen.findByRole('button', { name: 'What is below par?' }));

    await waitFor(() => expect(chatCalls(calls)).toHaveLength(1));
    const [call] = chatCalls(calls);
    expect(bodyOf(call)).toEqual({
      location_id: BAR.id,
      message: 'What is below par?',
      language: 'en',
    });
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
    const user = userEvent.setup({ delay: null });
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
      language: 'en',
    });
    expect(box).toHaveValue('');
  });

  it('keeps a keyboard user in the question box after asking a suggestion', async () => {
    const user = userEvent.setup({ delay: null });
    openChat({ 'POST /api/ai/chat': () => sseResponse(answerEvents) });
    const suggestion = await screen.findByRole('button', { name: 'What is below par?' });
    suggestion.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(ANSWER_TEXT, { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  });

  it('stops an answer that is coming in', async () => {
    const user = userEvent.setup({ delay: null });
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
});
