import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { VARIANCE_CSV_COLUMNS } from './variance-csv.ts';
import { makeClosedCount, makeVarianceLine, makeVarianceReport } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response>;

const FIRST_LOAD = { timeout: 15_000 };

const first = makeClosedCount({ name: 'Monday count', closed_at: '2026-11-16T09:00:00.000Z' });
const second = makeClosedCount({ name: 'Next Monday', closed_at: '2026-11-23T23:30:00.000Z' });
const older = makeClosedCount({ name: 'Old count', closed_at: '2026-11-09T09:00:00.000Z' });
const open = makeClosedCount({ name: 'Open count', status: 'open', closed_at: null });

const campari = makeVarianceLine({ name: 'Campari' });
const vermouth = makeVarianceLine({
  name: 'Sweet vermouth',
  category: 'Wine',
  cost_per_unit: null,
  usage_value: null,
  theoretical_value: null,
  variance_value: null,
  wasted_value: null,
  unexplained: 0.25,
  unexplained_value: null,
});
const syrup = makeVarianceLine({
  name: 'Sugar syrup',
  unit: 'litre',
  theoretical: null,
  theoretical_unknown: { reason: 'ml does not convert to each', menu_item_ids: [] },
  variance: null,
  unexplained: null,
  variance_percent: null,
  theoretical_value: null,
  variance_value: null,
  unexplained_value: null,
  uncounted: true,
});

function show(routes: Routes = {}) {
  const stubs = stubApi({
    [`GET /api/locations/${BAR.id}`]: () =>
      jsonResponse(makeLocation(BAR, { timezone: 'Europe/Paris' })),
    'GET /api/counts': () => jsonResponse([open, second, first, older]),
    'GET /api/reports/variance': (call) => {
      const query = new URL(call.url, 'http://x').searchParams;
      return jsonResponse(
        makeVarianceReport({
          from_count: {
            ...first,
            id: query.get('from_count') ?? '',
            closed_at: first.closed_at ?? '',
          },
          to_count: {
            ...second,
            id: query.get('to_count') ?? '',
            closed_at: second.closed_at ?? '',
          },
          items: [campari, vermouth, syrup],
          unmapped_sales: [{ pos_name: 'Spritz (happy hour)', quantity: 9 }],
          without_recipe: [
            {
              menu_item_id: 'c0c0c0c0-0000-4000-8000-000000000009',
              name: 'Tap water',
              quantity: 30,
            },
          ],
          not_comparable: [
            {
              item_id: 'c0c0c0c0-0000-4000-8000-000000000010',
              name: 'Limes',
              unit: 'each',
              only_in: 'to_count',
            },
          ],
        }),
      );
    },
    ...routes,
  });
  renderRoute(`/dashboard/${BAR.id}/reports/variance`);
  return stubs;
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('variance report', () => {
  it('compares the last two closed counts, worst first; a missing cost is missing, never $0', async () => {
    const { calls } = show();
    const table = within(
      await screen.findByRole('table', { name: /^Variance by item/ }, FIRST_LOAD),
    );
    const report = calls.find((call) => call.url.startsWith('/api/reports/variance'));
    const query = new URL(report?.url ?? '', 'http://x').searchParams;
    expect(query.get('from_count')).toBe(first.id);
    expect(query.get('to_count')).toBe(second.id);
    expect(screen.getByLabelText('From the count')).toHaveDisplayValue(/^Monday count/);
    expect(screen.getByLabelText('To the count')).toHaveDisplayValue(/^Next Monday/);
    // An open count is not offered.
    expect(screen.queryByRole('option', { name: /^Open count/ })).toBeNull();

    const names = table
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('span')?.textContent);
    expect(names).toEqual(['Campari', 'Sweet vermouth', 'Sugar syrup']);
    const row = (name: string) =>
      within(table.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement);
    expect(row('Campari').getByText('€30.00')).toBeVisible();
    // What its figures count in, named as many.
    expect(row('Campari').getByText('In bottles')).toBeVisible();
    expect(row('Campari').getByText('40 %')).toBeVisible();
    expect(row('Sweet vermouth').getByText('No cost')).toBeVisible();
    expect(row('Sweet vermouth').queryByText('€0.00')).toBeNull();
    expect(
      row('Sweet vermouth').getByText('No cost per unit: its money is missing.'),
    ).toBeVisible();
    expect(row('Sugar syrup').getByText('ml does not convert to each')).toBeVisible();
    expect(
      row('Sugar syrup').getByText('Usage from sales unknown:', { exact: false }),
    ).toBeVisible();
    expect(
      row('Sugar syrup').getByText(
        'Not counted in one of the counts: its quantity was carried over.',
      ),
    ).toBeVisible();

    // The change log of the item over the period: the venue's days of the two closes (23:30
    // UTC on the 23rd is already the 24th in Paris).
    expect(
      row('Campari').getByRole('link', { name: 'Change log of Campari for the period' }),
    ).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/changelog?item=Campari&from=2026-11-16&to=2026-11-24`,
    );

    const venue = within(screen.getByRole('region', { name: 'The venue' }));
    expect(venue.getByText('Unexplained').nextElementSibling).toHaveTextContent('€30.00');
    expect(
      venue.getByText('1 item has no cost or no expected usage: it is left out of these totals.'),
    ).toBeVisible();
    const gaps = within(screen.getByRole('region', { name: 'What the report cannot see' }));
    expect(gaps.getByText('Spritz (happy hour): 9 sold')).toBeVisible();
    expect(gaps.getByRole('link', { name: 'Tap water: 30 sold' })).toBeVisible();
    expect(gaps.getByText('Limes: only in the second count')).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: /^Variance by category/ })).getByText('Spirits'),
    ).toBeVisible();
  });

  it('runs between the counts chosen', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    await screen.findByRole('table', { name: /^Variance by item/ }, FIRST_LOAD);
    await user.selectOptions(screen.getByLabelText('From the count'), older.id);
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes(`from_count=${older.id}`))).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('To the count'), older.id);
    expect(await screen.findByText('Choose two different counts.')).toBeVisible();
  });

  it('exports the report as CSV, unknown figures as empty cells', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:variance';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show();
    await user.click(await screen.findByRole('button', { name: 'Export as CSV' }, FIRST_LOAD));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'variance-2026-11-16-2026-11-24.csv',
    );
    const lines = (await blobs[0]?.text())?.trim().split(/\r?\n/) ?? [];
    expect(lines[0]).toBe(VARIANCE_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('Campari,Spirits,bottle,4,6,0.5,0,5,5,3,2,1.5,40,20,100,60,40,10,30,no,');
    expect(lines[2]).toBe('Sweet vermouth,Wine,bottle,4,6,0.5,0,5,5,3,2,0.25,40,,,,,,,no,');
    expect(lines[3]).toBe(
      'Sugar syrup,Spirits,litre,4,6,0.5,0,5,5,,,,,20,100,,,10,,yes,ml does not convert to each',
    );
    expect(lines[4]).toBe('Limes,,each,,,,,,,,,,,,,,,,,,only in to_count');
    expect(lines[5]).toBe('Total,,,,,,,,,,,,,,100,60,40,10,30,,');
  });

  it('needs two closed counts, and says so', async () => {
    show({ 'GET /api/counts': () => jsonResponse([open, first]) });
    expect(
      await screen.findByText('The variance needs two closed counts.', {}, FIRST_LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the report cannot be worked out, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    show({
      'GET /api/reports/variance': () =>
        fail
          ? errorResponse(500, 'INTERNAL_ERROR', 'Internal server error')
          : jsonResponse(makeVarianceReport({ items: [] })),
    });
    expect(
      await screen.findByText(
        'The variance could not be worked out. Check your connection and try again.',
        {},
        FIRST_LOAD,
      ),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No item is in both counts.')).toBeVisible();
  });
});
