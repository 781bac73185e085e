import type { Category, Item } from '#contract/inventory.ts';
import type { StockUpdate } from '#contract/stock-updates.ts';
import { BAR } from './auth-fixtures.ts';

let sequence = 0;

/** A distinct UUID per call, stable in shape: `…-000000000101`, `…-000000000102`… */
export function fixtureId(prefix = '1a1a1a1a'): string {
  sequence += 1;
  return `${prefix}-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: fixtureId('2b2b2b2b'),
    location_id: BAR.id,
    name: 'Spirits',
    sort_order: 0,
    item_count: 0,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<Item> = {}): Item {
  const quantity = overrides.quantity ?? 4;
  const parLevel = overrides.par_level === undefined ? 2 : overrides.par_level;
  return {
    id: fixtureId(),
    location_id: BAR.id,
    name: 'Gin',
    category_id: null,
    category: null,
    unit: 'bottle',
    unit_content: 700,
    unit_content_unit: 'ml',
    quantity,
    par_level: parLevel,
    // Like the API: without a reorder point of its own, the par level shows there.
    reorder_point: parLevel,
    reorder_point_set: overrides.reorder_point !== undefined && overrides.reorder_point !== null,
    cost_per_unit: 18.5,
    storage_area: 'Bar',
    sku: null,
    barcode: null,
    notes: null,
    allergens: {},
    conversions: [],
    waste_percent: null,
    full_weight_g: null,
    empty_weight_g: null,
    archived: false,
    version: 1,
    below_par: parLevel !== null && quantity < parLevel,
    updated_at: '2026-11-20T22:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeStockUpdate(overrides: Partial<StockUpdate> = {}): StockUpdate {
  return {
    id: fixtureId('3c3c3c3c'),
    item_id: fixtureId(),
    item_name: 'Gin',
    user_id: '0b9e4f5a-0000-4000-8000-0000000000aa',
    user_name: 'Sam Rivera',
    previous_quantity: 4,
    new_quantity: 5,
    delta: 1,
    reason: 'count',
    note: null,
    shopping_list_id: null,
    cause: null,
    count_id: null,
    created_at: '2026-11-20T22:00:00.000Z',
    ...overrides,
  };
}
