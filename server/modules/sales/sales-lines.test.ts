import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  SalesLine,
  SalesMappingResponse,
  SalesMappingsResponse,
  SalesPage,
} from '#contract/sales.ts';
import { salesLines } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createLocation,
  createMenuItem,
  createSalesLine,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { postSalesImport, salesFixture } from '#server/test/sales-helpers.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-25T12:00:00.000Z') });

const detailsOf = (body: string) =>
  (JSON.parse(body) as { error: { details?: { path: string }[] } }).error.details?.map(
    (detail) => detail.path,
  );

async function bar() {
  const { location, owner } = await createLocation(ctx.db, { timezone: 'America/New_York' });
  const negroni = await createMenuItem(ctx.db, location, { name: 'Negroni' });
  const fashioned = await createMenuItem(ctx.db, location, { name: 'Old Fashioned' });
  return { location, owner, negroni, fashioned };
}

describe('POST /api/sales', () => {
  it('adds a line typed by hand, for a menu item or a POS name attributed like an import', async () => {
    const { location, owner, negroni } = await bar();
    const byItem = await as(ctx.app, owner).post('/api/sales', {
      location_id: location.id,
      menu_item_id: negroni.id,
      quantity: 2,
      net_sales: 24.5,
      sold_at: '2026-11-20T23:00:00.000Z',
    });
    expect(byItem.statusCode, byItem.body).toBe(201);
    expect(byItem.json<SalesLine>()).toMatchObject({
      pos_name: 'Negroni',
      menu_item_id: negroni.id,
      menu_item_name: 'Negroni',
      quantity: 2,
      net_sales: 24.5,
      source: 'manual',
      created_by: owner.id,
    });
    const byName = await as(ctx.app, owner).post('/api/sales', {
      location_id: location.id,
      pos_name: '  NEGRONI ',
      quantity: -1,
      sold_at: '2026-11-21T01:00:00.000Z',
    });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json<SalesLine>()).toMatchObject({
      pos_name: 'NEGRONI',
      menu_item_id: negroni.id,
      quantity: -1,
      net_sales: null,
    });
  });

  it('refuses bad input, a menu item of another location, no token, staff and another location', async () => {
    const { location, owner } = await bar();
    const bad = await as(ctx.app, owner).post('/api/sales', {
      location_id: location.id,
      menu_item_id: '00000000-0000-4000-8000-000000000000',
      pos_name: 'Negroni',
      quantity: 0,
      sold_at: 'yesterday',
    });
    expect(bad.statusCode).toBe(422);
    expect(detailsOf(bad.body)?.sort()).toEqual(['menu_item_id', 'quantity', 'sold_at']);
    const elsewhere = await createMenuItem(ctx.db, (await createLocation(ctx.db)).location);
    const body = {
      location_id: location.id,
      menu_item_id: elsewhere.id,
      quantity: 1,
      sold_at: '2026-11-20T23:00:00.000Z',
    };
    expect((await as(ctx.app, owner).post('/api/sales', body)).statusCode).toBe(404);
    const named = { ...body, menu_item_id: undefined, pos_name: 'Negroni' };
    expect((await anonymous(ctx.app).post('/api/sales', named)).statusCode).toBe(401);
    const staff = await addMember(ctx.db, location, 'staff');
    expect((await as(ctx.app, staff).post('/api/sales', named)).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).post('/api/sales', named)).statusCode).toBe(403);
  });
});

describe('GET /api/sales', () => {
  it('lists the lines of a range newest first, a page at a time, with the totals of the range', async () => {
    const { location, owner, negroni } = await bar();
    const at = (iso: string) => new Date(iso);
    // 20 November in New York runs from 05:00 UTC on the 20th to 05:00 UTC on the 21st.
    await createSalesLine(ctx.db, location, {
      posName: 'Negroni',
      posKey: 'negroni',
      menuItemId: negroni.id,
      quantity: '2',
      netSales: '24',
      soldAt: at('2026-11-20T06:00:00Z'),
    });
    await createSalesLine(ctx.db, location, {
      posName: 'Negroni',
      posKey: 'negroni',
      menuItemId: negroni.id,
      quantity: '-1',
      netSales: '-12',
      soldAt: at('2026-11-20T23:00:00Z'),
    });
    await createSalesLine(ctx.db, location, {
      posName: 'Mystery',
      posKey: 'mystery',
      quantity: '3',
      soldAt: at('2026-11-21T04:59:00Z'),
    });
    // Outside the day: before and after it.
    await createSalesLine(ctx.db, location, {
      posName: 'Negroni',
      posKey: 'negroni',
      quantity: '7',
      soldAt: at('2026-11-20T05:00:00Z'),
    });
    await createSalesLine(ctx.db, location, {
      posName: 'Negroni',
      posKey: 'negroni',
      quantity: '7',
      soldAt: at('2026-11-21T05:00:01Z'),
    });

    const url = `/api/sales?location_id=${location.id}&from=2026-11-20&to=2026-11-20&limit=2`;
    const first = await as(ctx.app, owner).get(url);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<SalesPage>();
    expect(page.lines.map((line) => line.sold_at)).toEqual([
      '2026-11-21T04:59:00.000Z',
      '2026-11-20T23:00:00.000Z',
    ]);
    expect(page.totals).toEqual({ lines: 3, quantity: 4, net_sales: 12, unmapped_quantity: 3 });
    expect(page.next_cursor).toBe(page.lines[1]?.id);
    const second = await as(ctx.app, owner).get(`${url}&cursor=${page.next_cursor}`);
    const next = second.json<SalesPage>();
    expect(next.lines.map((line) => [line.sold_at, line.menu_item_name])).toEqual([
      ['2026-11-20T06:00:00.000Z', 'Negroni'],
    ]);
    expect(next.next_cursor).toBeNull();
  });

  it('refuses bad input, no token, staff and another location', async () => {
    const { location, owner } = await bar();
    const bad = await as(ctx.app, owner).get(
      `/api/sales?location_id=${location.id}&from=2026-11-22&to=2026-11-01&limit=0`,
    );
    expect(bad.statusCode).toBe(422);
    expect(detailsOf(bad.body)?.sort()).toEqual(['limit', 'to']);
    const cursor = await as(ctx.app, owner).get(`/api/sales?location_id=${location.id}&cursor=x`);
    expect(detailsOf(cursor.body)).toEqual(['cursor']);
    const url = `/api/sales?location_id=${location.id}`;
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    expect(
      (await as(ctx.app, await addMember(ctx.db, location, 'staff')).get(url)).statusCode,
    ).toBe(403);
    expect((await as(ctx.app, (await createLocation(ctx.db)).owner).get(url)).statusCode).toBe(403);
  });
});

describe('DELETE /api/sales/{id}', () => {
  it('deletes a line typed by hand; an imported line is kept (409); another location’s is 404', async () => {
    const { location, owner } = await bar();
    const typed = await createSalesLine(ctx.db, location, { source: 'manual' });
    const imported = await createSalesLine(ctx.db, location, { source: 'square', dedupeKey: 'k1' });
    expect((await as(ctx.app, owner).delete(`/api/sales/${typed.id}`)).statusCode).toBe(204);
    expect((await as(ctx.app, owner).delete(`/api/sales/${imported.id}`)).statusCode).toBe(409);
    const rest = await ctx.db
      .select()
      .from(salesLines)
      .where(eq(salesLines.locationId, location.id));
    expect(rest.map((row) => row.id)).toEqual([imported.id]);
    const other = await createLocation(ctx.db);
    const theirs = await createSalesLine(ctx.db, other.location);
    expect((await as(ctx.app, owner).delete(`/api/sales/${theirs.id}`)).statusCode).toBe(404);
    const staff = await addMember(ctx.db, location, 'staff');
    const line = await createSalesLine(ctx.db, location);
    expect((await as(ctx.app, staff).delete(`/api/sales/${line.id}`)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).delete(`/api/sales/${line.id}`)).statusCode).toBe(401);
    expect((await as(ctx.app, owner).delete('/api/sales/not-an-id')).statusCode).toBe(422);
  });
});

describe('/api/sales/mappings', () => {
  it('lists the unmapped names with a suggestion; a mapping re-attributes the lines already imported and later imports', async () => {
    const { location, owner, negroni, fashioned } = await bar();
    const file = salesFixture('toast-ItemSelectionDetails.csv');
    await postSalesImport(ctx.app, owner, { location_id: location.id }, file);
    const before = await as(ctx.app, owner).get(`/api/sales/mappings?location_id=${location.id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<SalesMappingsResponse>()).toEqual({
      mappings: [],
      unmapped: [
        {
          pos_name: 'Lager Draft',
          pos_key: 'lager draft',
          quantity: 2,
          lines: 1,
          suggested: null,
        },
        {
          pos_name: 'Old Fashioned, House',
          pos_key: 'old fashioned, house',
          quantity: 1,
          lines: 1,
          // 11 letter pairs shared of 16 + 11: 22 ÷ 27.
          suggested: { menu_item_id: fashioned.id, name: 'Old Fashioned', score: 0.81 },
        },
      ],
    });

    const put = await as(ctx.app, owner).put('/api/sales/mappings', {
      location_id: location.id,
      pos_name: 'Old  Fashioned, HOUSE',
      menu_item_id: fashioned.id,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<SalesMappingResponse>()).toMatchObject({
      mapping: {
        pos_key: 'old fashioned, house',
        menu_item_id: fashioned.id,
        menu_item_name: 'Old Fashioned',
      },
      lines_reattributed: 1,
    });
    // Lager is not sold here as a menu item: ignored.
    const ignore = await as(ctx.app, owner).put('/api/sales/mappings', {
      location_id: location.id,
      pos_name: 'Lager Draft',
      menu_item_id: null,
    });
    expect(ignore.json<SalesMappingResponse>()).toMatchObject({ lines_reattributed: 0 });
    // The Negroni, attributed by name, mapped to the Old Fashioned instead.
    const moved = await as(ctx.app, owner).put('/api/sales/mappings', {
      location_id: location.id,
      pos_name: 'negroni',
      menu_item_id: fashioned.id,
    });
    expect(moved.json<SalesMappingResponse>()).toMatchObject({ lines_reattributed: 1 });
    const rows = await ctx.db
      .select()
      .from(salesLines)
      .where(eq(salesLines.locationId, location.id));
    expect(Object.fromEntries(rows.map((row) => [row.posKey, row.menuItemId]))).toEqual({
      negroni: fashioned.id,
      'lager draft': null,
      'old fashioned, house': fashioned.id,
    });
    const after = (
      await as(ctx.app, owner).get(`/api/sales/mappings?location_id=${location.id}`)
    ).json<SalesMappingsResponse>();
    expect(after.unmapped).toEqual([]);
    expect(after.mappings.map((m) => [m.pos_key, m.menu_item_name])).toEqual([
      ['lager draft', null],
      ['negroni', 'Old Fashioned'],
      ['old fashioned, house', 'Old Fashioned'],
    ]);
    const list = (
      await as(ctx.app, owner).get(`/api/sales?location_id=${location.id}`)
    ).json<SalesPage>();
    expect(list.lines.find((line) => line.pos_name === 'Lager Draft')?.ignored).toBe(true);
    expect(list.totals.unmapped_quantity).toBe(0);
    // A later import follows the mappings; a mapping back re-attributes again.
    await as(ctx.app, owner).put('/api/sales/mappings', {
      location_id: location.id,
      pos_name: 'Negroni',
      menu_item_id: negroni.id,
    });
    const again = await as(ctx.app, owner).post('/api/sales', {
      location_id: location.id,
      pos_name: 'Old Fashioned, House',
      quantity: 1,
      sold_at: '2026-11-22T01:00:00Z',
    });
    expect(again.json<SalesLine>().menu_item_id).toBe(fashioned.id);
  });

  it('refuses bad input, a menu item of another location, no token, staff and another location', async () => {
    const { location, owner } = await bar();
    const bad = await as(ctx.app, owner).put('/api/sales/mappings', {
      location_id: location.id,
      pos_name: '  ',
      menu_item_id: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(detailsOf(bad.body)?.sort()).toEqual(['menu_item_id', 'pos_name']);
    const elsewhere = await createMenuItem(ctx.db, (await createLocation(ctx.db)).location);
    const body = { location_id: location.id, pos_name: 'Negroni', menu_item_id: elsewhere.id };
    expect((await as(ctx.app, owner).put('/api/sales/mappings', body)).statusCode).toBe(404);
    const ignore = { ...body, menu_item_id: null };
    expect((await anonymous(ctx.app).put('/api/sales/mappings', ignore)).statusCode).toBe(401);
    const staff = await addMember(ctx.db, location, 'staff');
    expect((await as(ctx.app, staff).put('/api/sales/mappings', ignore)).statusCode).toBe(403);
    expect(
      (await as(ctx.app, staff).get(`/api/sales/mappings?location_id=${location.id}`)).statusCode,
    ).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).put('/api/sales/mappings', ignore)).statusCode).toBe(403);
    expect(
      (await as(ctx.app, stranger).get(`/api/sales/mappings?location_id=${location.id}`))
        .statusCode,
    ).toBe(403);
    expect((await as(ctx.app, owner).get('/api/sales/mappings?location_id=nope')).statusCode).toBe(
      422,
    );
  });
});
