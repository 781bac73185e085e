import { describe, expect, it } from 'vitest';
import { locationExport } from '#contract/location-export.ts';
import { stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { paths } from '#server/test/error-details.ts';
import {
  addMember,
  createItem,
  createLocation,
  createSalesImport,
  createSalesLine,
  createUser,
} from '#server/test/factories.ts';
import { createFullVenue } from '#server/test/location-export-helpers.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp({ clock: () => new Date('2026-03-04T05:06:07.000Z') });

describe('GET /api/locations/:id/export', () => {
  it('gives the owner everything in the location as one attached file', async () => {
    const venue = await createFullVenue(ctx.db);
    const response = await as(ctx.app, venue.owner).get(
      `/api/locations/${venue.location.id}/export`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cafe-st-bar-2026-03-04.barback.json"',
    );
    const file = locationExport.parse(JSON.parse(response.body));
    expect(file.exported_at).toBe('2026-03-04T05:06:07.000Z');
    expect(file.location).toMatchObject({
      name: 'Café Øst & Bar',
      currency: 'EUR',
      phone: '+33 1 23 45 67 89',
      email: 'bar@cafe-ost.example',
    });
    expect(file.categories.map((row) => row.name).sort()).toEqual(['Empty shelf', 'Spirits']);
    const gin = file.items.find((row) => row.name === 'Dry gin');
    expect(gin).toMatchObject({
      quantity: 12.3456,
      cost_per_unit: 18.75,
      empty_weight_g: 450.5,
      allergens: { sulphites: 'may_contain' },
      created_at: '2026-01-02T10:00:00.000Z',
    });
    expect(file.stock_history).toHaveLength(4);
    expect(file.stock_history.find((row) => row.reason === 'waste')).toMatchObject({
      cause: 'breakage',
      count_id: null,
    });
    expect(file.stock_history.find((row) => row.reason === 'receive')).toMatchObject({
      item_id: venue.gin.id,
      by: 'A manager',
      previous_quantity: 0.3456,
      delta: 12,
      note: 'Delivery',
    });
    expect(file.vendor_items[0]).toMatchObject({ price: 96.1234, is_preferred: true });
    expect(file.price_history[0]).toMatchObject({ old_price: 90, source: 'receive' });
    expect(file.shopping_lists[0]?.lines).toHaveLength(2);
    expect(file.shopping_lists[0]).toMatchObject({ sent_by: 'Owner', received_by: 'A manager' });
    expect(file.recipes.find((row) => row.name === 'Gin fizz')?.ingredients).toHaveLength(2);
    const fizz = file.menu.find((row) => row.name === 'Gin fizz');
    expect(fizz?.recipes[0]).toMatchObject({ quantity: 2 });
    expect(file.menu.find((row) => row.name === 'Bottle of tonic')?.stock_items).toMatchObject([
      { quantity: 0.5, unit: 'each' },
    ]);
    // Counts and sales (issue 23), their people by name.
    const monthEnd = file.stock_counts.find((row) => row.name === 'Month end');
    expect(monthEnd).toMatchObject({
      status: 'closed',
      opened_by: 'A manager',
      closed_by: 'Owner',
      closed_at: '2026-02-28T22:00:00.000Z',
      total_value: 231.48,
    });
    expect(monthEnd?.lines).toHaveLength(2);
    expect(file.stock_history.filter((row) => row.count_id === monthEnd?.id)).toHaveLength(1);
    expect(file.sales_lines.find((row) => row.quantity === 3)).toMatchObject({
      menu_item_id: fizz?.id,
      net_sales: 34.5,
      source: 'square',
      created_by: 'Owner',
      period_start: '2026-03-01T12:00:00.000Z',
    });
    expect(file.sales_mappings).toEqual([
      {
        pos_key: 'gift card',
        pos_name: 'Gift card',
        menu_item_id: null,
        updated_by: 'A manager',
        updated_at: expect.any(String),
      },
      {
        pos_key: 'gin fizz',
        pos_name: 'GIN FIZZ',
        menu_item_id: fizz?.id,
        updated_by: null,
        updated_at: expect.any(String),
      },
    ]);
    expect(file.members).toEqual([
      { name: 'Owner', role: 'owner' },
      { name: 'A manager', role: 'manager' },
    ]);
  });

  it('leaves out the lines of a sales import still being written', async () => {
    const { owner, location } = await createLocation(ctx.db);
    const finished = await createSalesImport(ctx.db, location);
    const pending = await createSalesImport(ctx.db, location, { finishedAt: null });
    await createSalesLine(ctx.db, location, { posName: 'Typed by hand' });
    await createSalesLine(ctx.db, location, { posName: 'Imported', importId: finished.id });
    await createSalesLine(ctx.db, location, { posName: 'Half written', importId: pending.id });

    const response = await as(ctx.app, owner).get(`/api/locations/${location.id}/export`);
    expect(response.statusCode).toBe(200);
    const file = locationExport.parse(JSON.parse(response.body));
    expect(file.sales_lines.map((row) => row.pos_name).sort()).toEqual([
      'Imported',
      'Typed by hand',
    ]);
  });

  it('holds no email, password, token or invite code', async () => {
    const venue = await createFullVenue(ctx.db);
    const response = await as(ctx.app, venue.owner).get(
      `/api/locations/${venue.location.id}/export`,
    );
    expect(response.body).not.toContain(venue.owner.email);
    expect(response.body).not.toContain(venue.manager.email);
    expect(response.body).not.toContain(venue.owner.passwordHash);
    expect(response.body).not.toContain(venue.owner.id);
    expect(response.body).not.toContain(venue.invite.code);
  });

  it('reads a change log longer than one page, every row once', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const item = await createItem(ctx.db, location, { quantity: '4500' });
    const rows = Array.from({ length: 4500 }, (_, index) => ({
      locationId: location.id,
      itemId: item.id,
      previousQuantity: String(index),
      newQuantity: String(index + 1),
      delta: '1',
      reason: 'count' as const,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await ctx.db.insert(stockUpdates).values(rows.slice(start, start + 1000));
    }
    const response = await as(ctx.app, owner).get(`/api/locations/${location.id}/export`);
    const file = locationExport.parse(JSON.parse(response.body));
    const quantities = new Set(file.stock_history.map((row) => row.new_quantity));
    expect(file.stock_history).toHaveLength(4500);
    expect(quantities.size).toBe(4500);
  });

  it('is for owners only: a manager and staff are refused', async () => {
    const { location } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const staff = await addMember(ctx.db, location, 'staff');
    for (const user of [manager, staff]) {
      const response = await as(ctx.app, user).get(`/api/locations/${location.id}/export`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it("refuses another location's owner", async () => {
    const { location } = await createLocation(ctx.db);
    const stranger = (await createLocation(ctx.db)).owner;
    const response = await as(ctx.app, stranger).get(`/api/locations/${location.id}/export`);
    expect(response.statusCode).toBe(403);
  });

  it('needs a token', async () => {
    const { location } = await createLocation(ctx.db);
    const response = await anonymous(ctx.app).get(`/api/locations/${location.id}/export`);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an id that is not one', async () => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).get('/api/locations/not-an-id/export');
    expect(response.statusCode).toBe(422);
    expect(paths(response.body)).toEqual(['id']);
  });
});
