import { describe, expect, it } from 'vitest';
import { CopyOrderError, copyOrder } from './copy-order.ts';

describe('copyOrder', () => {
  it('puts every table after the tables it references, ties alphabetically', () => {
    const order = copyOrder(
      ['stock_updates', 'items', 'users', 'locations', 'categories'],
      [
        { table: 'stock_updates', references: 'items' },
        { table: 'stock_updates', references: 'users' },
        { table: 'items', references: 'categories' },
        { table: 'items', references: 'locations' },
        { table: 'categories', references: 'locations' },
      ],
    );
    expect(order).toEqual(['locations', 'users', 'categories', 'items', 'stock_updates']);
  });

  it('ignores references to tables outside the list', () => {
    expect(copyOrder(['b', 'a'], [{ table: 'a', references: 'elsewhere' }])).toEqual(['a', 'b']);
  });

  it('refuses tables that reference each other or themselves, naming them', () => {
    expect(() =>
      copyOrder(
        ['a', 'b', 'c'],
        [
          { table: 'a', references: 'b' },
          { table: 'b', references: 'a' },
        ],
      ),
    ).toThrow(new CopyOrderError(['a', 'b']));
    expect(() => copyOrder(['tree'], [{ table: 'tree', references: 'tree' }])).toThrow(
      'Some of the tables tree reference each other or themselves',
    );
  });
});
