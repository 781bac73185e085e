import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv.ts';

/** The cells of the one data row of a file, as a spreadsheet (or Papa) reads them back. */
function cellsOf(csv: string): string[] {
  const parsed = Papa.parse<string[]>(csv);
  return parsed.data[1] ?? [];
}

describe('writeCsv', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Invoice")'],
    ["-2+3+cmd|' /C calc'!A0"],
    ['+1+1'],
    ['@SUM(A1:A9)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['＝1+1'],
    ['=1+1'],
    ['-'],
  ])('writes %j as text that runs nothing: a quote before it, the cell quoted', (text) => {
    const csv = writeCsv(['name'], [[text]]);
    const line = csv.split('\r\n')[1] ?? '';
    expect(line.startsWith(`"'`)).toBe(true);
    expect(cellsOf(csv)).toEqual([`'${text}`]);
  });

  it('keeps numbers as numbers, given as numbers or as plain numeric text', () => {
    const csv = writeCsv(
      ['a', 'b', 'c', 'd', 'e', 'f'],
      [[-2.5, '-2.5', '+3', '.5', '-0.0001', 0]],
    );
    expect(csv.split('\r\n')[1]).toBe('-2.5,-2.5,+3,.5,-0.0001,0');
  });

  it('leaves other text as typed, quoting only what CSV needs quoted', () => {
    const csv = writeCsv(
      ['sku', 'name', 'notes'],
      [
        ['GIN-70', 'Gin, "London" dry', 'a=b'],
        ['', null, undefined],
      ],
    );
    expect(csv).toBe('sku,name,notes\r\nGIN-70,"Gin, ""London"" dry",a=b\r\n,,');
  });

  it('quotes the inner quotes of a neutralised cell', () => {
    const csv = writeCsv(['name'], [['=HYPERLINK("http://evil.example")']]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
