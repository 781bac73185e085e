import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { itemsCsv } from '#contract/items-csv.ts';

describe('the items export', () => {
  it('writes a name, a storage area or a note that starts like a formula as text', () => {
    const csv = itemsCsv([
      makeItem({
        name: '=HYPERLINK("http://evil.example","Gin")',
        storage_area: '@Cellar',
        sku: "-2+3+cmd|' /C calc'!A0",
        notes: '+1+1',
        quantity: 2.5,
        par_level: 12,
      }),
    ]);
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(row).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","Gin")`,
      storage_area: "'@Cellar",
      sku: "'-2+3+cmd|' /C calc'!A0",
      notes: "'+1+1",
      quantity: '2.5',
      par_level: '12',
    });
  });
});
