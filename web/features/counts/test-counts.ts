// What the counts screens' tests share: counts as the server answers them.
import type { CountDetail, CountLine, CountSummary } from '#contract/counts.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { fixtureId } from '#web/test/inventory-fixtures.ts';

export const SAM = { id: '0b9e4f5a-0000-4000-8000-0000000000aa', name: 'Sam Rivera' };
export const ALEX = { id: '0b9e4f5a-0000-4000-8000-0000000000bb', name: 'Alex Kim' };

export function makeCount(overrides: Partial<CountSummary> = {}): CountSummary {
  return {
    id: fixtureId('5d5d5d5d'),
    location_id: BAR.id,
    name: 'Count 26 Nov 2026',
    scope: 'full',
    status: 'open',
    opened_by: SAM.id,
    opened_by_name: SAM.name,
    opened_at: '2026-11-26T18:00:00.000Z',
    closed_by: null,
    closed_by_name: null,
    closed_at: null,
    progress: { counted: 1, total: 3 },
    total_value: null,
    items_without_cost: null,
    items_not_counted: null,
    ...overrides,
  };
}

export function makeClosedCount(overrides: Partial<CountSummary> = {}): CountSummary {
  return makeCount({
    status: 'closed',
    name: 'Count 19 Nov 2026',
    opened_at: '2026-11-19T18:00:00.000Z',
    closed_by: SAM.id,
    closed_by_name: SAM.name,
    closed_at: '2026-11-19T23:00:00.000Z',
    progress: { counted: 2, total: 3 },
    total_value: 123.45,
    items_without_cost: 1,
    items_not_counted: 1,
    ...overrides,
  });
}

export function makeLine(overrides: Partial<CountLine> = {}): CountLine {
  return {
    item_id: fixtureId(),
    item_name: 'Gin',
    unit: 'bottle',
    category: 'Spirits',
    storage_area: 'Back bar',
    quantity: 4,
    cost_per_unit: 20,
    counted: false,
    last_count: null,
    ...overrides,
  };
}

export const countedBy = (person: { id: string; name: string }, quantity: number) => ({
  update_id: fixtureId('3c3c3c3c'),
  user_id: person.id,
  user_name: person.name,
  quantity,
  at: '2026-11-26T19:00:00.000Z',
});

/** A count with its lines; progress, by area and by person worked out from them. */
export function makeDetail(summary: CountSummary, items: CountLine[]): CountDetail {
  const areas = new Map<string | null, { counted: number; total: number }>();
  const people = new Map<string | null, { user_name: string | null; counted: number }>();
  for (const line of items) {
    const area = areas.get(line.storage_area) ?? { counted: 0, total: 0 };
    area.total += 1;
    if (line.counted) area.counted += 1;
    areas.set(line.storage_area, area);
    if (line.counted && line.last_count) {
      const person = people.get(line.last_count.user_id) ?? {
        user_name: line.last_count.user_name,
        counted: 0,
      };
      person.counted += 1;
      people.set(line.last_count.user_id, person);
    }
  }
  return {
    ...summary,
    progress: {
      counted: items.filter((line) => line.counted).length,
      total: items.length,
    },
    items,
    by_area: [...areas].map(([storage_area, progress]) => ({ storage_area, ...progress })),
    by_person: [...people]
      .map(([user_id, person]) => ({ user_id, ...person }))
      .sort((a, b) => b.counted - a.counted),
  };
}
