import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BAR, makeUser } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, headerOf, jsonResponse } from '#web/test/fetch.ts';
import { NETWORK_FAILURE_MESSAGE } from '#web/lib/errors.ts';
import { openStream, sseResponse } from './test-fixtures.ts';
import {
  ANSWER_TEXT,
  answerEvents,
  chatCalls,
  conversation,
  openChat,
  resetBetweenTests,
} from './test-chat-screen.ts';

resetBetweenTests();

describe('AI chat, when something fails', () => {
  it('says clearly when the answer fails, and Retry asks again', async () => {
    const user = userEvent.setup({ delay: null });
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
      { location_id: BAR.id, message: 'What is below par?', language: 'en' },
      { location_id: BAR.id, message: 'What is below par?', language: 'en' },
    ]);
  });

  it('shows the error the server streams, and a refused question in the server’s words', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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

  it('says when the conversations cannot be loaded, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
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
