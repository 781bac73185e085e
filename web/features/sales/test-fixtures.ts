import type { MenuItem } from '#contract/menu.ts';
import type {
  SalesImportResponse,
  SalesLine,
  SalesMappingsResponse,
  SalesPage,
} from '#contract/sales.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { fixtureId } from '#web/test/inventory-fixtures.ts';

export function makeSalesLine(overrides: Partial<SalesLine> = {}): SalesLine {
  return {
    id: fixtureId('8c8c8c8c'),
    location_id: BAR.id,
    sold_at: '2026-11-20T21:15:00.000Z',
    period_start: null,
    pos_name: 'Negroni',
    pos_code: null,
    menu_item_id: null,
    menu_item_name: null,
    quantity: 2,
    net_sales: 24,
    source: 'square',
    ignored: false,
    created_by: null,
    created_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function makeSalesPage(lines: SalesLine[], overrides: Partial<SalesPage> = {}): SalesPage {
  return {
    lines,
    next_cursor: null,
    totals: {
      lines: lines.length,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      net_sales: lines.some((line) => line.net_sales !== null)
        ? lines.reduce((sum, line) => sum + (line.net_sales ?? 0), 0)
        : null,
      unmapped_quantity: 0,
    },
    ...overrides,
  };
}

export function makeMappings(
  overrides: Partial<SalesMappingsResponse> = {},
): SalesMappingsResponse {
  return { mappings: [], unmapped: [], ...overrides };
}

export function makeImportAnswer(
  overrides: Partial<SalesImportResponse> = {},
): SalesImportResponse {
  return {
    format: 'square',
    preview: true,
    rows_read: 3,
    lines_imported: 3,
    duplicates_skipped: 0,
    voids_skipped: 0,
    refunds: 0,
    first_sold_at: '2026-11-20T19:00:00.000Z',
    last_sold_at: '2026-11-20T23:30:00.000Z',
    unmapped: [],
    sample: [],
    errors: [],
    ...overrides,
  };
}

/** A menu item as GET /api/menu answers it, for the pickers (its cost does not matter here). */
export function makeMenuChoice(id: string, name: string): MenuItem {
  return {
    id,
    location_id: BAR.id,
    name,
    category: 'Cocktails',
    description: null,
    price: 12,
    active: true,
    allergens: {},
    recipes: [],
    stock_items: [],
    cost: null,
    margin: null,
    food_cost_percent: null,
    above_target: null,
    missing_costs: [],
    cost_complete: false,
    cost_unknown_reason: 'nothing_to_cost',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  };
}
