import { describe, expect, it } from 'vitest';
import { jsonRefusal } from './json-body.ts';

const body = (rows: string[]) => `{"location_id":"x","rows":[${rows.join(',')}]}`;
const row = (width: number) =>
  `{${Array.from({ length: width }, (_, index) => `"c${index}":${index}`).join(',')}}`;

describe('counting a JSON body before it is parsed', () => {
  it('lets through rows within the limits of a table', () => {
    expect(jsonRefusal(body([row(200), row(3)]), 5000)).toBeUndefined();
    expect(jsonRefusal(body(Array.from({ length: 5000 }, () => row(2))), 5000)).toBeUndefined();
  });

  it('refuses more rows, a wider row, or more cells', () => {
    expect(jsonRefusal(body(Array.from({ length: 5002 }, () => row(1))), 5000)).toEqual({
      kind: 'over',
      limit: 'maxRows',
      max: 5001,
    });
    expect(jsonRefusal(body([row(201)]), 5000)).toMatchObject({ limit: 'maxColumns', max: 200 });
    expect(jsonRefusal(body(Array.from({ length: 1600 }, () => row(190))), 5000)).toMatchObject({
      limit: 'maxCells',
      max: 300_000,
    });
  });

  it('counts nothing inside strings, escaped quotes included', () => {
    const text = `"{\\"a\\":1,\\"b\\":{}}:{:}"`;
    const rows = Array.from({ length: 300 }, () => `{"name":${text}}`);
    expect(jsonRefusal(body(rows), 5000)).toBeUndefined();
    expect(jsonRefusal(`{"rows":[{"a":"\\\\"}, ${row(201)}]}`, 5000)).toMatchObject({
      limit: 'maxColumns',
    });
  });
});
