// What the chat says while a lookup of the reports runs (usage, variance, waste, menu
// engineering), in English and in Spanish.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantToolName } from '#contract/assistant-results.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { openStream } from './test-fixtures.ts';
import { asked, chatCalls, openChat, resetBetweenTests, started } from './test-chat-screen.ts';

resetBetweenTests();
afterEach(() => setLanguage('en'));

async function lookUp(tool: AssistantToolName) {
  const user = userEvent.setup({ delay: null });
  const stream = openStream();
  const { calls } = openChat({ 'POST /api/ai/chat': () => stream.response });
  await user.type(await screen.findByRole('textbox'), 'which cocktails are dogs?{Enter}');
  await waitFor(() => expect(chatCalls(calls)).toHaveLength(1));
  stream.push(started);
  stream.push(asked);
  stream.push({ type: 'tool_call', call: { id: 'call-1', tool, arguments: {} } });
  return stream;
}

describe('the chat while a report is looked up', () => {
  it.each([
    ['item_usage', 'Working out how much was used…'],
    ['variance', 'Comparing the counts with the sales…'],
    ['waste', 'Adding up the waste…'],
    ['menu_engineering', 'Sorting the menu into stars and dogs…'],
  ] as const)('says what %s is doing', async (tool, wording) => {
    const stream = await lookUp(tool);
    expect(await screen.findByText(wording)).toBeVisible();
    stream.end();
  });

  it('says it in Spanish', async () => {
    setLanguage('es');
    const stream = await lookUp('menu_engineering');
    expect(await screen.findByText('Clasificando la carta en estrellas y perros…')).toBeVisible();
    stream.end();
  });
});
