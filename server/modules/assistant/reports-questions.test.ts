/**
 * The built-in assistant's questions of the reports: where money is lost (the latest
 * variance), how much of an item went (usage between counts, or the changelog without them),
 * what waste cost. Each answer is checked against the figures the API gives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { VarianceReport } from '#contract/reports.ts';
import { useTestApp } from '#server/test/app.ts';
import { ask, registerUnlimited, UNLIMITED_CHAT_URL } from '#server/test/assistant-helpers.ts';
import {
  addMember,
  createItem,
  createLocation,
  createStockUpdate,
  type TestLocation,
  type TestUser,
} from '#server/test/factories.ts';
import { closedCount } from '#server/test/reports-helpers.ts';
import { as } from '#server/test/request.ts';

// Friday 20 November 2026, noon in Chicago: "this week" began on Monday the 16th.
const NOW = new Date('2026-11-20T18:00:00Z');
const ctx = useTestApp({ clock: () => NOW, extend: registerUnlimited });

let location: TestLocation;
let owner: TestUser;
let staff: TestUser;
let counts: { first: string; second: string };

const question = (user: TestUser, message: string) =>
  ask(ctx.app, user, { location_id: location.id, message }, UNLIMITED_CHAT_URL);
const tools = (answer: Awaited<ReturnType<typeof question>>) =>
  answer.message?.tool_calls.map((call) => call.tool) ?? [];

beforeAll(async () => {
  ({ location, owner } = await createLocation(ctx.db, { timezone: 'America/Chicago' }));
  staff = await addMember(ctx.db, location, 'staff');
  const campari = await createItem(ctx.db, location, {
    name: 'Campari',
    unit: 'bottle',
    costPerUnit: '30',
  });
  await createItem(ctx.db, location, { name: 'Gin', unit: 'bottle', costPerUnit: '20' });
  // Monday 6 am: 4 bottles. Wednesday: 6 delivered. Thursday night: half a bottle spilt.
  // Friday 6 am: 6 bottles. Used: 4 + 6 − 6 = 4; nothing sold; unexplained 4 − 0.5 = 3.5,
  // 3.5 × $30 = $105.
  const first = await closedCount(ctx.db, location, new Date('2026-11-16T12:00:00Z'), [
    { itemId: campari.id, quantity: '4', costPerUnit: '30' },
  ]);
  await createStockUpdate(ctx.db, location, {
    itemId: campari.id,
    reason: 'receive',
    previousQuantity: '4',
    newQuantity: '10',
    createdAt: new Date('2026-11-18T15:00:00Z'),
  });
  await createStockUpdate(ctx.db, location, {
    itemId: campari.id,
    reason: 'waste',
    cause: 'spill',
    previousQuantity: '10',
    newQuantity: '9.5',
    createdAt: new Date('2026-11-19T03:00:00Z'),
  });
  const second = await closedCount(ctx.db, location, new Date('2026-11-20T12:00:00Z'), [
    { itemId: campari.id, quantity: '6', costPerUnit: '30' },
  ]);
  counts = { first: first.id, second: second.id };
});

describe('the built-in assistant on where the stock went', () => {
  it('answers "where are we losing money?" with the latest variance, worst first', async () => {
    const report = (
      await as(ctx.app, owner).get(
        `/api/reports/variance?location_id=${location.id}&from_count=${counts.first}&to_count=${counts.second}`,
      )
    ).json() as VarianceReport;
    expect(report.totals.unexplained_value).toBe(105);

    const answer = await question(owner, 'where are we losing money?');
    expect(tools(answer)).toEqual(['variance']);
    const text = answer.message?.content ?? '';
    expect(text).toContain('$105.00 of stock is unexplained');
    expect(text).toContain('($15.00 was logged as waste)');
    expect(text).toContain('Most lost: Campari $105.00 (3.5 bottles)');
  });

  it('tells staff the variance is for managers', async () => {
    const answer = await question(staff, 'where are we losing money');
    expect(answer.message?.content).toBe(
      'The variance report is for managers and owners of this location.',
    );
  });

  it('answers "how much Campari did we go through this week?" from the counts', async () => {
    const answer = await question(owner, 'how much Campari did we go through this week?');
    expect(tools(answer)).toEqual(['item_usage']);
    const text = answer.message?.content ?? '';
    expect(text).toContain('Campari: 4 bottles used between');
    expect(text).toContain(
      '4 at the first count, 6 received, 6 at the second; 0.5 of it logged as waste',
    );
  });

  it('falls back to the change log without two counts', async () => {
    const answer = await question(staff, 'how much gin did we use this week');
    expect(tools(answer)).toEqual(['item_usage']);
    expect(answer.message?.content).toContain('There are not two closed counts of Gin this week');
    expect(answer.message?.content).toContain('0 bottles received and 0 bottles wasted');
  });

  it('answers what waste cost', async () => {
    const answer = await question(staff, 'how much did waste cost us this week');
    expect(tools(answer)).toEqual(['waste']);
    const text = answer.message?.content ?? '';
    expect(text).toContain('cost $15.00');
    expect(text).toContain('Campari 0.5 bottles (spill, $15.00)');
  });
});
