import { describe, expect, it } from 'vitest';
import { hasAtMost4Decimals } from './amounts.ts';
import { exportedCategory, exportedStockUpdate } from './location-export.ts';

const change = (previous: number) => ({
  item_id: '5b0c2f9e-3a51-4c1f-9d3c-7f1e2a4b6c8d',
  by: null,
  previous_quantity: previous,
  new_quantity: 1,
  delta: 1 - previous,
  reason: 'count',
  note: null,
  shopping_list_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('a location file figure', () => {
  it('takes what the decimal check takes, and refuses what it refuses', () => {
    const figures = [0, 1, 0.1, 0.0001, 0.00015, 12.3456, 12.34567, 9_999_999_999.9999, 0.1 + 0.2];
    for (const figure of figures) {
      expect(exportedStockUpdate.safeParse(change(figure)).success, String(figure)).toBe(
        hasAtMost4Decimals(figure),
      );
    }
  });

  it('refuses a figure past its column and a negative one', () => {
    expect(exportedStockUpdate.safeParse(change(10_000_000_000)).success).toBe(false);
    expect(exportedStockUpdate.safeParse(change(-1)).success).toBe(false);
  });

  it('refuses a text with a NUL character', () => {
    const row = { id: '5b0c2f9e-3a51-4c1f-9d3c-7f1e2a4b6c8d', name: 'Gin\u0000', sort_order: 0 };
    expect(
      exportedCategory.safeParse({ ...row, created_at: '2026-01-01T00:00:00.000Z' }).success,
    ).toBe(false);
  });
});
