import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typedAmount } from '#web/lib/amount-schema.ts';
import { AMOUNT_MESSAGES } from '#web/lib/amounts.ts';
import { createItemForm, itemFormValues, updateItemForm } from './item-form.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';

const LOCATION = '7c1d0c2e-0000-4000-8000-000000000001';

describe('the item form', () => {
  it('reads "0,5" as readily as "0.5" in every number field, weights included', () => {
    const values = {
      ...itemFormValues(),
      name: 'Kraken Black Spiced Rum',
      unit: 'bottle',
      quantity: '2,5',
      par_level: '0,5',
      reorder_point: '1.5',
      cost_per_unit: '18,90',
      unit_content: '0,7',
      waste_percent: '2,5',
      full_weight_g: '1150,5',
      empty_weight_g: '450',
    };
    const parsed = createItemForm(LOCATION).safeParse(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      quantity: 2.5,
      par_level: 0.5,
      reorder_point: 1.5,
      cost_per_unit: 18.9,
      unit_content: 0.7,
      waste_percent: 2.5,
      full_weight_g: 1150.5,
      empty_weight_g: 450,
    });
  });

  it('refuses a number it would have to guess at, and leaves empty weights unset', () => {
    const values = { ...itemFormValues(), name: 'Gin', full_weight_g: '1.150,5' };
    const parsed = createItemForm(LOCATION).safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['full_weight_g']);

    const item = makeItem({ full_weight_g: 1150, empty_weight_g: null });
    const shown = itemFormValues(item);
    expect([shown.full_weight_g, shown.empty_weight_g]).toEqual(['1150', '']);
    const saved = updateItemForm(item.version).parse({ ...shown, empty_weight_g: ' ' });
    expect(saved).toMatchObject({ full_weight_g: 1150, empty_weight_g: null });
  });

  it('says how to type a number with a thousands separator, as every other form does', () => {
    // What the shared rule of every other number field says of "1.234,5".
    const elsewhere = z.object({ price: typedAmount() }).safeParse({ price: '1.234,5' });
    const said = elsewhere.error?.issues[0]?.message;
    expect(said).toBe(AMOUNT_MESSAGES.grouped);

    const values = { ...itemFormValues(), name: 'Gin', par_level: '1.234,5' };
    const parsed = createItemForm(LOCATION).safeParse(values);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['par_level', said],
    ]);
    const edited = updateItemForm(1).safeParse({
      ...values,
      conversions: [{ quantity: '1', unit: 'each', equals: '1,234.5', equals_unit: 'g' }],
    });
    expect(edited.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['par_level', said],
      ['conversions.0.equals', said],
    ]);

    // "0,5" is a decimal, not a guess: still read.
    const half = createItemForm(LOCATION).safeParse({ ...values, par_level: '0,5' });
    expect(half.data).toMatchObject({ par_level: 0.5 });
    // Plain text and a minus sign are still the contract's to refuse, as before.
    const negative = createItemForm(LOCATION).safeParse({ ...values, par_level: '-1' });
    expect(negative.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['par_level']);
    expect(negative.error?.issues[0]?.message).not.toBe(said);
  });
});
