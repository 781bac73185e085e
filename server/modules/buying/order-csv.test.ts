import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import { createShoppingListItem, createVendorItem } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';

const ctx = useTestApp();

describe('GET /api/shopping-lists/{id}/export?format=csv with texts that look like formulas', () => {
  it('writes every such name, SKU and pack description as text, and numbers as numbers', async () => {
    const base = await buyingWorld(ctx.db);
    const trap = await createVendorItem(ctx.db, base.location, {
      vendorId: base.vendor.id,
      inventoryItemId: base.gin.id,
      name: '=HYPERLINK("http://evil.example","Invoice")',
      sku: "-2+3+cmd|' /C calc'!A0",
      packDescription: '@SUM(A1:A9)',
      packSize: '6',
      price: '90',
    });
    const { list } = await draftWithLine(ctx.db, base.location, {
      vendorId: base.vendor.id,
      itemId: base.gin.id,
      vendorItemId: trap.id,
      packs: '2',
      price: '90.5',
    });
    await createShoppingListItem(ctx.db, base.location, {
      shoppingListId: list.id,
      name: '+1+1',
      quantity: '3',
      unitPrice: null,
      sortOrder: 1,
    });

    const csv = await as(ctx.app, base.staff).get(
      `/api/shopping-lists/${list.id}/export?format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(csv.body, { header: true });
    expect(parsed.data).toEqual([
      {
        sku: "'-2+3+cmd|' /C calc'!A0",
        name: `'=HYPERLINK("http://evil.example","Invoice")`,
        packs: '2',
        pack_description: "'@SUM(A1:A9)",
        pack_size: '6',
        unit: 'bottle',
        unit_price: '90.5',
        line_total: '181',
      },
      {
        sku: '',
        name: "'+1+1",
        packs: '3',
        pack_description: '',
        pack_size: '',
        unit: 'bottle',
        unit_price: '',
        line_total: '',
      },
    ]);
  });
});
