import type { CountSummary } from '#contract/counts.ts';
import type {
  MenuEngineeringItem,
  MenuEngineeringReport,
  ParSuggestion,
  ParSuggestions,
  VarianceLine,
  VarianceReport,
} from '#contract/reports.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { fixtureId } from '#web/test/inventory-fixtures.ts';

export function makeClosedCount(overrides: Partial<CountSummary> = {}): CountSummary {
  return {
    id: fixtureId('9d9d9d9d'),
    location_id: BAR.id,
    name: 'Count 16 Nov 2026',
    scope: 'full',
    status: 'closed',
    opened_by: null,
    opened_by_name: 'Sam Rivera',
    opened_at: '2026-11-16T08:00:00.000Z',
    closed_by: null,
    closed_by_name: 'Sam Rivera',
    closed_at: '2026-11-16T09:00:00.000Z',
    progress: { counted: 3, total: 3 },
    total_value: 500,
    items_without_cost: 0,
    items_not_counted: 0,
    ...overrides,
  };
}

export function makeVarianceLine(overrides: Partial<VarianceLine> = {}): VarianceLine {
  return {
    item_id: fixtureId('3c3c3c3c'),
    name: 'Campari',
    unit: 'bottle',
    category_id: null,
    category: 'Spirits',
    opening: 4,
    received: 6,
    wasted: 0.5,
    waste_by_cause: [{ cause: 'spill', quantity: 0.5, value: 10 }],
    adjusted: 0,
    adjustments: 0,
    closing: 5,
    uncounted: false,
    usage: 5,
    theoretical: 3,
    theoretical_unknown: null,
    variance: 2,
    unexplained: 1.5,
    variance_percent: 40,
    cost_per_unit: 20,
    usage_value: 100,
    theoretical_value: 60,
    variance_value: 40,
    wasted_value: 10,
    unexplained_value: 30,
    ...overrides,
  };
}

const totals = {
  items: 2,
  usage_value: 100,
  theoretical_value: 60,
  variance_value: 40,
  wasted_value: 10,
  unexplained_value: 30,
  left_out: 1,
};

export function makeVarianceReport(overrides: Partial<VarianceReport> = {}): VarianceReport {
  return {
    location_id: BAR.id,
    from_count: {
      id: fixtureId('9d9d9d9d'),
      name: 'Count 16 Nov 2026',
      scope: 'full',
      closed_at: '2026-11-16T09:00:00.000Z',
    },
    to_count: {
      id: fixtureId('9d9d9d9d'),
      name: 'Count 23 Nov 2026',
      scope: 'full',
      closed_at: '2026-11-23T09:00:00.000Z',
    },
    items: [makeVarianceLine()],
    not_comparable: [],
    categories: [{ ...totals, category_id: null, category: 'Spirits' }],
    totals,
    unmapped_sales: [],
    without_recipe: [],
    ...overrides,
  };
}

export function makeMenuEngineeringItem(
  overrides: Partial<MenuEngineeringItem> = {},
): MenuEngineeringItem {
  return {
    menu_item_id: fixtureId('7a7a7a7a'),
    name: 'Negroni',
    category: 'Cocktails',
    quantity_sold: 40,
    net_sales: 480,
    average_price: 12,
    price_source: 'sales',
    cost: 2.5,
    contribution_margin: 9.5,
    total_margin: 380,
    menu_mix_percent: 40,
    popularity: 'high',
    margin: 'high',
    class: 'star',
    unknown_reason: null,
    missing_costs: [],
    ...overrides,
  };
}

export function makeMenuEngineeringReport(
  overrides: Partial<MenuEngineeringReport> = {},
): MenuEngineeringReport {
  return {
    location_id: BAR.id,
    from: '2026-10-26T23:00:00.000Z',
    to: '2026-11-23T22:59:59.999Z',
    items: [],
    items_sold: 0,
    quantity_sold: 0,
    popularity_threshold_percent: 0,
    average_margin: null,
    totals: { revenue: 0, cost: 0, margin: 0, food_cost_percent: null },
    items_left_out: 0,
    class_counts: { star: 0, plowhorse: 0, puzzle: 0, dog: 0 },
    unmapped: [],
    ...overrides,
  };
}

export function makeParSuggestion(overrides: Partial<ParSuggestion> = {}): ParSuggestion {
  return {
    item_id: fixtureId('4d4d4d4d'),
    name: 'Gin',
    unit: 'bottle',
    version: 3,
    current_par: 6,
    average_weekly_usage: 10,
    days_covered: 28,
    vendor_id: fixtureId('5e5e5e5e'),
    vendor_name: 'Metro Drinks',
    pack_size: 6,
    cover_days: 7,
    suggested_par: 18,
    suggested_packs: 3,
    reason: null,
    ...overrides,
  };
}

export function makeParSuggestions(items: ParSuggestion[]): ParSuggestions {
  return {
    location_id: BAR.id,
    weeks: 6,
    safety_percent: 25,
    counts_used: 4,
    from: '2026-10-19T09:00:00.000Z',
    to: '2026-11-16T09:00:00.000Z',
    items,
  };
}
