// How an answer sits on the screen: a new answer is scrolled into view above the composer,
// a vendor's phone number is never broken across lines, and the answer is marked with the
// app's language.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AssistantEvent } from '#contract/assistant.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { sseResponse } from './test-fixtures.ts';
import {
  answer,
  ANSWER_TEXT,
  answerEvents,
  asked,
  done,
  openChat,
  resetBetweenTests,
  started,
} from './test-chat-screen.ts';

resetBetweenTests();
afterEach(() => {
  setLanguage('en');
  vi.restoreAllMocks();
});

const vendorsFound: Extract<AssistantEvent, { type: 'tool_result' }> = {
  type: 'tool_result',
  result: {
    call_id: 'call-1',
    tool: 'vendors',
    kind: 'table',
    title: 'Vendors',
    link: null,
    columns: [
      { key: 'name', label: 'Vendor', format: 'text' },
      { key: 'email', label: 'Email', format: 'text' },
      { key: 'phone', label: 'Phone', format: 'text' },
    ],
    rows: [
      {
        cells: {
          name: 'Copperline Spirits Distribution',
          email: 'orders.and.accounts@copperline-spirits.example',
          phone: '+1 (312) 555-0142',
        },
        link: null,
      },
    ],
    total_rows: 1,
    totals: null,
  },
};

describe('an answer on the screen', () => {
  it('scrolls a new answer into view above the composer', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record who asks to be scrolled to.
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: function (this: HTMLElement, options: ScrollIntoViewOptions) {
        scrolled(this, options);
      },
    });
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });
    const user = userEvent.setup({ delay: null });
    openChat({ 'POST /api/ai/chat': () => sseResponse(answerEvents) });
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'gin?{Enter}');
    expect(await screen.findByText(ANSWER_TEXT, { selector: 'p' })).toBeVisible();
    const end = screen.getByTestId('chat-end');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(end, { block: 'end' }));
    // The end is kept clear of the composer and the tab bar that stick over it.
    expect(end.className).toMatch(/scroll-mb-/);
  });

  it('keeps a phone number on one line and lets long text wrap', async () => {
    const user = userEvent.setup({ delay: null });
    const withTable = { ...answer, tool_results: [vendorsFound.result] };
    const events = [started, asked, vendorsFound, { type: 'message', message: withTable }, done];
    openChat({ 'POST /api/ai/chat': () => sseResponse(events as AssistantEvent[]) });
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'vendors{Enter}',
    );
    const table = await screen.findByRole('table');
    const phone = within(table).getByText('+1 (312) 555-0142');
    expect(phone.closest('td')?.className).toContain('whitespace-nowrap');
    const email = within(table).getByText('orders.and.accounts@copperline-spirits.example');
    expect(email.closest('td')?.className).toContain('[overflow-wrap:anywhere]');
    expect(email.closest('td')?.className).not.toContain('whitespace-nowrap');
  });

  it('offers the suggested questions in the app’s language', async () => {
    setLanguage('es');
    openChat();
    const suggestion = await screen.findByRole('button', {
      name: '¿Qué está por debajo del mínimo?',
    });
    expect(suggestion.closest('ul')).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('button', { name: 'What is below par?' })).not.toBeInTheDocument();
  });

  it('marks the answer with the app’s language', async () => {
    setLanguage('es');
    const user = userEvent.setup({ delay: null });
    openChat({ 'POST /api/ai/chat': () => sseResponse(answerEvents) });
    await user.type(await screen.findByRole('textbox'), 'ginebra?{Enter}');
    expect(await screen.findByText(ANSWER_TEXT, { selector: 'p' })).toHaveAttribute('lang', 'es');
  });
});
