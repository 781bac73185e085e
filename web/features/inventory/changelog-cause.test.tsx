import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeItem, makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

const gin = makeItem({ name: 'Gin' });
const spill = makeStockUpdate({
  item_id: gin.id,
  item_name: 'Gin',
  previous_quantity: 4,
  new_quantity: 3.5,
  delta: -0.5,
  reason: 'waste',
  cause: 'spill',
  note: 'Knocked over',
});

const changelogCalls = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/inventory/updates/changelog'))
    .map((call) => new URL(call.url, 'http://x').searchParams);

function openChangelog(path = 'changelog') {
  signIn([BAR]);
  const stub = stubApi({
    'GET /api/inventory': () => jsonResponse([gin]),
    'GET /api/inventory/updates/changelog': () => jsonResponse([spill]),
  });
  renderRoute(`/dashboard/${BAR.id}/${path}`);
  return stub;
}

beforeEach(() => resetAuth());
afterEach(() => vi.unstubAllGlobals());

describe('change log, waste causes', () => {
  it('shows the cause of waste beside its reason and note', async () => {
    openChangelog();
    // The first screen of the file compiles its code: a busy machine may take longer than 5 s.
    expect(
      await screen.findByText('Waste · Spill · Knocked over', {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it('filters waste by its cause, on the server', async () => {
    const user = userEvent.setup();
    const { calls } = openChangelog();
    await screen.findByText('Waste · Spill · Knocked over');
    // The cause is a question about waste only.
    expect(screen.queryByLabelText('Cause')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Reason'), 'Waste');
    await user.selectOptions(await screen.findByLabelText('Cause'), 'Breakage');
    await waitFor(() => {
      const last = changelogCalls(calls).at(-1);
      expect(last?.get('reason')).toBe('waste');
      expect(last?.get('cause')).toBe('breakage');
    });
    // Another reason drops the cause.
    await user.selectOptions(screen.getByLabelText('Reason'), 'Count');
    await waitFor(() => {
      const last = changelogCalls(calls).at(-1);
      expect(last?.get('reason')).toBe('count');
      expect(last?.has('cause')).toBe(false);
    });
    expect(screen.queryByLabelText('Cause')).toBeNull();
  });

  it('starts from a cause given in the address', async () => {
    const { calls } = openChangelog('changelog?reason=waste&cause=comp');
    expect(await screen.findByLabelText('Cause')).toHaveDisplayValue('Comp');
    await waitFor(() => expect(changelogCalls(calls).at(-1)?.get('cause')).toBe('comp'));
  });
});
