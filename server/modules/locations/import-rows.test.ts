import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newIds } from './import-rows.ts';

describe('new ids of an import', () => {
  it('are UUIDs, all different, ascending in the order asked for', () => {
    const ids = newIds(5000);
    expect(ids.every((id) => z.uuid().safeParse(id).success)).toBe(true);
    expect(new Set(ids).size).toBe(5000);
    expect([...ids].sort()).toEqual(ids);
  });
});
