import { describe, expect, it } from 'vitest';
import { guessMapping } from './catalog-csv.ts';

describe('guessMapping', () => {
  it('matches a case quantity and a case price, as vendors often name them', () => {
    expect(guessMapping(['Product', 'Item code', 'Qty per case', 'Case price'])).toEqual({
      name: 'Product',
      sku: 'Item code',
      pack_description: '',
      pack_size: 'Qty per case',
      price: 'Case price',
      inventory_item: '',
    });
    expect(guessMapping(['Name', 'Units per case', 'Price per case'])).toMatchObject({
      pack_size: 'Units per case',
      price: 'Price per case',
    });
  });
});
