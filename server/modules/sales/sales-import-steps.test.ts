import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesImportResponse } from '#contract/sales.ts';
import { buildApp } from '#server/app.ts';
import { salesImports, salesLines } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { publicContextOf } from '#server/plugins/context.ts';
import { testConfig, useTestApp } from '#server/test/app.ts';
import {
  createItem,
  createLocation,
  createMenuItem,
  createSalesImport,
  createSalesLine,
  type TestLocation,
  type TestUser,
} from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { plainExport, postSalesImport } from '#server/test/sales-helpers.ts';
import { holdAfterFirstStep } from '#server/test/paced-steps.ts';
import { removeAbandonedSalesImports, salesImportPace } from './import-steps.ts';
import { salesByMenuItem } from './sales-totals.service.ts';

// A sales import writes in short steps under a pending import nobody's reads see until the last
// step (decision 033): other venues are served between the steps, a failure on the way leaves
// nothing, and an import whose server stopped is removed.

const NOW = new Date('2026-11-25T12:00:00.000Z');
const ctx = useTestApp({ clock: () => NOW });

afterEach(() => {
  vi.restoreAllMocks();
});

/** 2,500 lines of ten dishes on 1–2 November: three steps of 1,000, 1,000 and 500 lines. */
const LINES = 2500;
const file = () => ({
  filename: 'sales.csv',
  contentType: 'text/csv',
  data: Buffer.from(plainExport(LINES, 10)),
});

/** A bar with Dish 0 to Dish 4 on its menu (Dish 5 to 9 stay unmapped). */
async function bar() {
  const { location, owner } = await createLocation(ctx.db, { timezone: 'UTC' });
  const dishes = [];
  for (let n = 0; n < 5; n += 1) {
    dishes.push(await createMenuItem(ctx.db, location, { name: `Dish ${n}` }));
  }
  return { location, owner, dishes };
}

const contextOf = (user: TestUser): Context => ({
  ...publicContextOf(ctx.app),
  user: { id: user.id, email: user.email, sessionId: undefined },
});

/** What the reports read of the file's days. */
const november = (user: TestUser, location: TestLocation) =>
  salesByMenuItem(contextOf(user), {
    locationId: location.id,
    from: new Date('2026-10-31T00:00:00.000Z'),
    to: new Date('2026-12-01T00:00:00.000Z'),
  });

const rowsOf = (location: TestLocation) =>
  ctx.db.select().from(salesLines).where(eq(salesLines.locationId, location.id));

const pendingOf = (location: TestLocation) =>
  ctx.db
    .select()
    .from(salesImports)
    .where(and(eq(salesImports.locationId, location.id), isNull(salesImports.finishedAt)));

describe('a sales import in short steps', () => {
  it('answers another venue between its steps, and shows its lines to no reader until the last', async () => {
    const { location, owner, dishes } = await bar();
    const other = await createLocation(ctx.db, { name: 'Corner bar' });
    await createItem(ctx.db, other.location, { name: 'Corner gin' });
    const hold = holdAfterFirstStep(salesImportPace);

    const answer = postSalesImport(ctx.app, owner, { location_id: location.id }, file());
    try {
      await hold.reached;
      // The first step is written and the import not finished: the database serves others.
      const inventory = await as(ctx.app, other.owner).get(
        `/api/inventory?location_id=${other.location.id}`,
      );
      expect(inventory.statusCode).toBe(200);
      expect(inventory.json().map((row: { name: string }) => row.name)).toEqual(['Corner gin']);

      // 1,000 lines are in the table under a pending import; no read sees them.
      const written = await rowsOf(location);
      expect(written).toHaveLength(1000);
      expect(written.every((row) => row.importId !== null)).toBe(true);
      expect(await pendingOf(location)).toHaveLength(1);
      const list = await as(ctx.app, owner).get(`/api/sales?location_id=${location.id}`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ lines: [], totals: { lines: 0, quantity: 0 } });
      const mappings = await as(ctx.app, owner).get(
        `/api/sales/mappings?location_id=${location.id}`,
      );
      expect(mappings.json().unmapped).toEqual([]);
      const sold = await november(owner, location);
      expect(sold.items).toEqual([]);
      expect(sold.unmapped).toEqual([]);
      // A preview counts no pending line as already imported.
      const preview = await postSalesImport(
        ctx.app,
        owner,
        { location_id: location.id, preview: 'true' },
        file(),
      );
      expect(preview.json<SalesImportResponse>()).toMatchObject({
        lines_imported: LINES,
        duplicates_skipped: 0,
      });
      // A second import of the venue meanwhile would skip the pending lines: it waits its turn.
      const second = await postSalesImport(ctx.app, owner, { location_id: location.id }, file());
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({
        error: {
          code: 'RATE_LIMITED',
          message: 'Other spreadsheets are being imported right now. Try again in a minute.',
        },
      });
      expect(second.headers['retry-after']).toBe('60');
      // A name mapped meanwhile takes the lines written and those still to come.
      const dish0 = dishes[0];
      if (!dish0) throw new Error('the bar has dishes');
      const mapped = await as(ctx.app, owner).put('/api/sales/mappings', {
        location_id: location.id,
        pos_name: 'Dish 5',
        menu_item_id: dish0.id,
      });
      expect(mapped.statusCode).toBe(200);
      expect(mapped.json().lines_reattributed).toBe(100);
    } finally {
      hold.release();
    }

    const done = await answer;
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<SalesImportResponse>()).toMatchObject({
      lines_imported: LINES,
      duplicates_skipped: 0,
    });
    expect(await pendingOf(location)).toEqual([]);
    const list = await as(ctx.app, owner).get(`/api/sales?location_id=${location.id}`);
    expect(list.json().totals).toMatchObject({ lines: LINES, quantity: 4999 });
    const sold = await november(owner, location);
    // Dish 0 has its own 250 lines and Dish 5's 250, the lines written before and after the
    // mapping alike.
    const dish0 = sold.items.find((item) => item.menuItemId === dishes[0]?.id);
    expect(dish0?.lines).toBe(500);
    expect(sold.items).toHaveLength(5);
    expect(sold.unmapped.map((name) => name.posName).sort()).toEqual([
      'Dish 6',
      'Dish 7',
      'Dish 8',
      'Dish 9',
    ]);

    // The same file again imports nothing twice.
    const again = await postSalesImport(ctx.app, owner, { location_id: location.id }, file());
    expect(again.json<SalesImportResponse>()).toMatchObject({
      lines_imported: 0,
      duplicates_skipped: LINES,
    });
    expect(await rowsOf(location)).toHaveLength(LINES);
  });

  it('leaves nothing when a step fails on the way, and the file imports whole afterwards', async () => {
    const { location, owner } = await bar();
    const before = await ctx.db.select({ id: salesImports.id }).from(salesImports);
    let steps = 0;
    vi.spyOn(salesImportPace, 'between').mockImplementation(async () => {
      steps += 1;
      if (steps === 2) throw new Error('the database went away');
    });

    const failed = await postSalesImport(ctx.app, owner, { location_id: location.id }, file());
    expect(failed.statusCode).toBe(500);
    expect(steps).toBe(2);
    expect(await rowsOf(location)).toEqual([]);
    expect(await ctx.db.select({ id: salesImports.id }).from(salesImports)).toEqual(before);

    vi.restoreAllMocks();
    const retried = await postSalesImport(ctx.app, owner, { location_id: location.id }, file());
    expect(retried.json<SalesImportResponse>()).toMatchObject({
      lines_imported: LINES,
      duplicates_skipped: 0,
    });
    expect(await rowsOf(location)).toHaveLength(LINES);
  });

  it('takes over the turn of an import abandoned an hour ago, and removes its lines', async () => {
    const { location, owner } = await bar();
    const abandoned = await createSalesImport(ctx.db, location, {
      startedAt: new Date('2026-11-25T10:59:00.000Z'),
      finishedAt: null,
    });
    await createSalesLine(ctx.db, location, {
      posName: 'Dish 1',
      source: 'plain',
      dedupeKey: 'left-over',
      importId: abandoned.id,
    });

    const response = await postSalesImport(ctx.app, owner, { location_id: location.id }, file());
    expect(response.json<SalesImportResponse>()).toMatchObject({ lines_imported: LINES });
    const rows = await rowsOf(location);
    expect(rows).toHaveLength(LINES);
    expect(rows.some((row) => row.importId === abandoned.id)).toBe(false);
  });

  it('removes the imports a stopped server left pending when it starts, and only those', async () => {
    const { location } = await bar();
    const { location: elsewhere } = await bar();
    const stale = await createSalesImport(ctx.db, location, {
      startedAt: new Date('2026-11-25T05:00:00.000Z'),
      finishedAt: null,
    });
    const recent = await createSalesImport(ctx.db, elsewhere, {
      startedAt: new Date('2026-11-25T11:30:00.000Z'),
      finishedAt: null,
    });
    const finished = await createSalesImport(ctx.db, location, {
      startedAt: new Date('2026-11-25T04:00:00.000Z'),
    });
    for (const [owner, at] of [
      [stale, location],
      [recent, elsewhere],
      [finished, location],
    ] as const) {
      for (let n = 0; n < 3; n += 1) {
        await createSalesLine(ctx.db, at, {
          source: 'plain',
          dedupeKey: `${owner.id}-${n}`,
          importId: owner.id,
        });
      }
    }
    const linesOf = async (importId: string) =>
      (await ctx.db.select().from(salesLines).where(eq(salesLines.importId, importId))).length;

    // PostgreSQL's rule, shared by several servers: only those begun an hour before.
    expect(await removeAbandonedSalesImports(ctx.db, new Date('2026-11-25T11:00:00.000Z'))).toBe(1);
    expect(await linesOf(stale.id)).toBe(0);
    expect(await linesOf(recent.id)).toBe(3);
    expect(await linesOf(finished.id)).toBe(3);

    // A server starting on the database: on the embedded one, every pending import is its own.
    const restarted = await buildApp(testConfig(), { database: ctx.database, clock: () => NOW });
    try {
      await restarted.ready();
    } finally {
      await restarted.close();
    }
    const left = await ctx.db
      .select({ id: salesImports.id })
      .from(salesImports)
      .where(isNotNull(salesImports.finishedAt));
    expect(left.map((row) => row.id)).toContain(finished.id);
    expect(await linesOf(finished.id)).toBe(3);
    const pending = (await pendingOf(location)).length + (await pendingOf(elsewhere)).length;
    expect(pending).toBe(ctx.database.driver === 'postgres' ? 1 : 0);
    expect(await linesOf(recent.id)).toBe(ctx.database.driver === 'postgres' ? 3 : 0);
  });
});
