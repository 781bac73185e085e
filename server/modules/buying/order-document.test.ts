import { describe, expect, it } from 'vitest';
import { type OrderLine, quantityText } from './order-document.ts';

const line = (fields: Partial<OrderLine>): OrderLine => ({
  sku: null,
  name: 'Gin',
  packs: '1',
  packDescription: null,
  packSize: null,
  unit: null,
  price: null,
  ...fields,
});

describe("an order line's quantity as the vendor reads it", () => {
  it('names a count unit for the number: single units and the units of a pack', () => {
    expect(quantityText(line({ packs: '3', packSize: '1', unit: 'bottle' }))).toBe('3 bottles');
    expect(quantityText(line({ packs: '1', packSize: '1', unit: 'bottle' }))).toBe('1 bottle');
    expect(quantityText(line({ packs: '2', packSize: '6', unit: 'can' }))).toBe('2 × 6 cans');
    expect(quantityText(line({ packs: '2', packSize: '1', unit: 'box' }))).toBe('2 boxes');
  });

  it('writes a symbol, a made-up unit, a pack description or no unit as they are', () => {
    expect(quantityText(line({ packs: '2.5', packSize: '1', unit: 'kg' }))).toBe('2.5 kg');
    expect(quantityText(line({ packs: '4', packSize: '1', unit: 'jar' }))).toBe('4 jar');
    expect(
      quantityText(
        line({ packs: '2', packSize: '6', unit: 'bottle', packDescription: '6 × 70 cl' }),
      ),
    ).toBe('2 × 6 × 70 cl');
    expect(quantityText(line({ packs: '2', packSize: '6' }))).toBe('2 × 6');
    expect(quantityText(line({ packs: '2' }))).toBe('2');
  });
});
