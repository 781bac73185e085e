import { describe, expect, it } from 'vitest';
import { manualTimeLimit, withTableReading } from '#server/test/import-table-helpers.ts';
import { checkRecords, readTable, recordsOf } from './read-table.ts';

/** CSV text read as an import of at most 5,000 rows would, with no clock running. */
const read = (text: string) =>
  withTableReading({ startTimer: manualTimeLimit().startTimer }, () =>
    readTable({ format: 'csv', text }, { field: 'csv', maxRows: 5000 }),
  );

const messageOf = (reading: Promise<unknown>) =>
  reading.then(
    () => 'read',
    (error: Error) => error.message,
  );

/** `rows` lines of `columns` cells each. */
const grid = (rows: number, columns: number) =>
  Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => `${row}.${column}`).join(','),
  ).join('\n');

describe('reading CSV text within limits', () => {
  it('keeps every cell as written, and the line each row starts on', async () => {
    const table = await read(
      '\uFEFFname,notes\n\n=1+1,"two\nlines"\n  \n"Lime",+44 20\n"bad"quote",x\n',
    );
    expect(table.rows).toEqual([
      ['name', 'notes'],
      ['=1+1', 'two\nlines'],
      ['Lime', '+44 20'],
      ['bad"quote', 'x'],
    ]);
    expect(table.lines).toEqual([1, 3, 6, 7]);
    expect(table.problems).toEqual([
      { at: 3, code: 'InvalidQuotes', message: 'Trailing quote on quoted field is malformed' },
    ]);
  });

  it('refuses text past the rows, the columns or the cells an import reads', async () => {
    expect(await messageOf(read(grid(5001, 2)))).toBe('read');
    expect(await messageOf(read(grid(5002, 2)))).toBe(
      'This spreadsheet is too large to import: it has more than 5,000 rows. Import at most 5000 rows at once.',
    );
    expect(await messageOf(read(grid(3, 201)))).toMatch(/a row has more than 200 columns/);
    expect(await messageOf(read(grid(1600, 190)))).toMatch(/it has more than 300,000 cells/);
    // A refusal names the field the text came in.
    const refused = await read(grid(5002, 1)).catch((error: { details: unknown }) => error);
    expect(refused).toMatchObject({
      statusCode: 422,
      details: [{ path: 'csv', message: expect.stringMatching(/too large to import/) }],
    });
  });

  it('names columns by the header, and says which rows have more or fewer cells', async () => {
    const table = await read('Name,Unit,name\nGin,bottle,x\nRum\nLime,each,y,z\n');
    const { columns, records } = recordsOf(table, (header) => header.toLowerCase());
    expect(columns).toEqual(['name', 'unit', 'name_1']);
    expect(
      records.map(({ row, line, cells, problems }) => ({
        row,
        line,
        cells,
        problems: problems.map((problem) => problem.message),
      })),
    ).toEqual([
      { row: 1, line: 2, cells: { name: 'Gin', unit: 'bottle', name_1: 'x' }, problems: [] },
      {
        row: 2,
        line: 3,
        cells: { name: 'Rum' },
        problems: ['Too few fields: expected 3 fields but parsed 1'],
      },
      {
        row: 3,
        line: 4,
        cells: { name: 'Lime', unit: 'each', name_1: 'y' },
        problems: ['Too many fields: expected 3 fields but parsed 4'],
      },
    ]);
  });

  it('counts rows that came as JSON objects against the same limits', () => {
    const row = (width: number) =>
      Object.fromEntries(Array.from({ length: width }, (_, index) => [`c${index}`, index]));
    expect(() => checkRecords([row(200), row(3)], { field: 'rows', maxRows: 5000 })).not.toThrow();
    expect(() => checkRecords([row(201)], { field: 'rows', maxRows: 5000 })).toThrow(
      /a row has more than 200 columns/,
    );
    expect(() =>
      checkRecords(
        Array.from({ length: 1600 }, () => row(190)),
        { field: 'rows', maxRows: 5000 },
      ),
    ).toThrow(/more than 300,000 cells/);
    expect(() => checkRecords([row(1), row(1)], { field: 'rows', maxRows: 1 })).toThrow(
      /more than 1 rows/,
    );
  });
});
