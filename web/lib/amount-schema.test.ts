import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AMOUNT_MESSAGES } from './amounts.ts';
import { typedAmount } from './amount-schema.ts';

describe('a typed amount field', () => {
  const form = z
    .object({ price: typedAmount() })
    .transform((values) => ({ price: Number(values.price.replace(',', '.')) }))
    .pipe(z.object({ price: z.number({ error: 'Enter a number' }) }));
  const messages = (price: string) =>
    form.safeParse({ price }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('lets readable amounts through', () => {
    expect(form.parse({ price: '0,5' })).toEqual({ price: 0.5 });
    expect(form.parse({ price: '12.25' })).toEqual({ price: 12.25 });
  });

  it('says how to type a number written with a thousands separator, on its field', () => {
    expect(messages('1.234,5')).toEqual([['price', AMOUNT_MESSAGES.grouped]]);
    expect(messages('1,234.50')).toEqual([['price', AMOUNT_MESSAGES.grouped]]);
    expect(messages('0,12345')).toEqual([['price', AMOUNT_MESSAGES.tooPrecise]]);
  });

  it('leaves plain text to the contract’s own message', () => {
    expect(messages('abc')).toEqual([['price', 'Enter a number']]);
  });
});
