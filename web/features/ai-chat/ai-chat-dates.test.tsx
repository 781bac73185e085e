// A moment in the assistant's tables (a delivery received, a change logged) is shown as a date
// in the app's language and in the venue's time zone (the bar is in Paris), whatever the device.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantToolResult } from '#contract/assistant-results.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { openStream } from './test-fixtures.ts';
import {
  asked,
  chatCalls,
  done,
  openChat,
  resetBetweenTests,
  started,
} from './test-chat-screen.ts';

resetBetweenTests();
afterEach(() => setLanguage('en'));

const changes: AssistantToolResult = {
  call_id: 'call-1',
  tool: 'changelog',
  kind: 'table',
  title: 'Stock changes',
  link: null,
  columns: [
    { key: 'item', label: 'Item', format: 'text' },
    { key: 'created_at', label: 'When', format: 'datetime' },
  ],
  // 23:30 UTC on the 20th is already the 21st in Paris.
  rows: [{ cells: { item: 'Gin', created_at: '2026-11-20T23:30:00.000Z' }, link: null }],
  total_rows: 1,
  totals: null,
};

async function showChanges() {
  const user = userEvent.setup({ delay: null });
  const stream = openStream();
  const { calls } = openChat({ 'POST /api/ai/chat': () => stream.response });
  await user.type(await screen.findByRole('textbox'), 'what changed today?{Enter}');
  await waitFor(() => expect(chatCalls(calls)).toHaveLength(1));
  stream.push(started);
  stream.push(asked);
  stream.push({ type: 'tool_result', result: changes });
  stream.push(done);
  stream.end();
  const table = await screen.findByRole('table');
  return within(table).getByRole('row', { name: /Gin/ }).textContent ?? '';
}

describe('a moment in the assistant’s tables', () => {
  it('is a date in English in the venue’s zone', async () => {
    expect((await showChanges()).replace(/\s/g, ' ')).toContain('Nov 21, 2026, 12:30 AM');
  });

  it('and a Spanish date when the app is in Spanish', async () => {
    setLanguage('es');
    const text = (await showChanges()).replace(/\s/g, ' ');
    expect(text).toContain('21 nov 2026, 0:30');
    expect(text).not.toMatch(/Nov|AM|PM|2026-11/);
  });
});
