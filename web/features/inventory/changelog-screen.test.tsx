import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeItem, makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { makeLocation, team } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { CHANGELOG_PAGE_SIZE } from './api/get-changelog.ts';

const gin = makeItem({ name: 'Gin' });
const firstPage = Array.from({ length: CHANGELOG_PAGE_SIZE }, (_, index) =>
  makeStockUpdate({
    item_id: gin.id,
    item_name: index === 0 ? 'Gin' : `Item ${index}`,
    created_at: new Date(Date.UTC(2026, 10, 20, 23, 0) - index * 60_000).toISOString(),
  }),
);
const olderPage = [
  makeStockUpdate({
    item_name: 'Lemons',
    user_name: 'Alex Kim',
    previous_quantity: 3,
    new_quantity: 2.5,
    delta: -0.5,
    reason: 'waste',
    note: 'Mouldy',
    created_at: '2026-11-18T09:30:00.000Z',
  }),
];

const isChangelog = (call: FetchCall) => call.url.startsWith('/api/inventory/updates/changelog');

function openChangelog(changelog?: (call: FetchCall) => Response) {
  signIn([BAR]);
  return stubApi({
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    [`GET /api/locations/${BAR.id}/members`]: () => jsonResponse(team('owner')),
    'GET /api/inventory': () => jsonResponse([gin]),
    'GET /api/inventory/updates/changelog':
      changelog ??
      ((call) =>
        jsonResponse(
          new URL(call.url, 'http://x').searchParams.has('before') ? olderPage : firstPage,
        )),
  });
}

beforeEach(() => resetAuth());
afterEach(() => vi.unstubAllGlobals());

describe('change log', () => {
  it('lists who changed what, when (in the venue’s time zone), from → to and why', async () => {
    openChangelog();
    renderRoute(`/dashboard/${BAR.id}/changelog`);
    const list = await screen.findByRole('list', { name: 'Stock changes' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Gin');
    expect(first).toHaveTextContent('4 → 5');
    expect(first).toHaveTextContent('+1');
    expect(first).toHaveTextContent('Count');
    expect(first).toHaveTextContent('Sam Rivera');
    // 23:00 UTC is midnight in Paris, the bar's time zone.
    expect(first).toHaveTextContent(/Nov 21, 2026,? 12:00/);
  });

  it('loads the next page with before = the last id', async () => {
    const user = userEvent.setup();
    const { calls } = openChangelog();
    renderRoute(`/dashboard/${BAR.id}/changelog`);
    await screen.findByRole('list', { name: 'Stock changes' });
    await user.click(screen.getByRole('button', { name: 'Load older changes' }));
    const row = await screen.findByText('Lemons');
    const older = calls.filter(isChangelog)[1];
    const query = new URL(older?.url ?? '', 'http://x').searchParams;
    expect(query.get('before')).toBe(firstPage.at(-1)?.id);
    expect(query.get('location_id')).toBe(BAR.id);
    const item = row.closest('li') as HTMLElement;
    expect(item).toHaveTextContent('3 → 2.5');
    expect(item).toHaveTextContent('−0.5');
    expect(item).toHaveTextContent('Waste · Mouldy');
    expect(item).toHaveTextContent('Alex Kim');
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load older changes' })).not.toBeInTheDocument();
  });

  it('sends the person and reason filters to the server', async () => {
    const user = userEvent.setup();
    const { calls } = openChangelog();
    renderRoute(`/dashboard/${BAR.id}/changelog`);
    await screen.findByRole('list', { name: 'Stock changes' });
    await user.selectOptions(screen.getByLabelText('Reason'), 'Waste');
    await user.selectOptions(await screen.findByLabelText('Person'), 'Alex Kim');
    await user.type(screen.getByLabelText('Item'), 'gin');
    await waitFor(() => {
      const query = new URL(calls.filter(isChangelog).at(-1)?.url ?? '', 'http://x').searchParams;
      expect(query.get('item_id')).toBe(gin.id);
      expect(query.get('reason')).toBe('waste');
      expect(query.get('user_id')).toBe(team('owner')[1]?.user_id);
    });
  });

  it('starts from the filters in the address, leaving out what it cannot read', async () => {
    const { calls } = openChangelog();
    renderRoute(
      `/dashboard/${BAR.id}/changelog?reason=receive&from=2026-11-01&to=someday&item=Gin`,
    );
    await screen.findByRole('list', { name: 'Stock changes' });
    expect(screen.getByLabelText('Reason')).toHaveValue('receive');
    expect(screen.getByLabelText('Item')).toHaveValue('Gin');
    await waitFor(() => {
      const query = new URL(calls.filter(isChangelog).at(-1)?.url ?? '', 'http://x').searchParams;
      expect(query.get('reason')).toBe('receive');
      expect(query.get('from')).toBe('2026-11-01');
      expect(query.get('to')).toBeNull();
      expect(query.get('item_id')).toBe(gin.id);
    });
  });

  it('asks the server for the venue’s days, and holds back a reversed range', async () => {
    const { calls } = openChangelog((call) => {
      const query = new URL(call.url, 'http://x').searchParams;
      return jsonResponse(query.has('from') ? olderPage : firstPage);
    });
    renderRoute(`/dashboard/${BAR.id}/changelog`);
    const list = await screen.findByRole('list', { name: 'Stock changes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(CHANGELOG_PAGE_SIZE);
    const lastQuery = () =>
      new URL(calls.filter(isChangelog).at(-1)?.url ?? '', 'http://x').searchParams;

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-18' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-19' } });
    await waitFor(() => expect(lastQuery().get('to')).toBe('2026-11-19'));
    expect(lastQuery().get('from')).toBe('2026-11-18');
    // The server's answer is the list: no page of other days is kept on screen.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Stock changes' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('Lemons')).toBeVisible();

    const sent = calls.filter(isChangelog).length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-17' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pick a To date on or after the From date.',
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(calls.filter(isChangelog).length).toBeGreaterThan(sent));
    expect(lastQuery().has('from')).toBe(false);
    expect(lastQuery().has('to')).toBe(false);
  });

  it('shows the empty and the error states', async () => {
    openChangelog(() => jsonResponse([]));
    const view = renderRoute(`/dashboard/${BAR.id}/changelog`);
    expect(await screen.findByText(/No stock changes yet/)).toBeVisible();
    view.unmount();
    openChangelog(() => errorResponse(500, 'INTERNAL_ERROR', 'Boom'));
    renderRoute(`/dashboard/${BAR.id}/changelog`);
    expect(await screen.findByText(/could not be loaded/)).toBeVisible();
  });
});
