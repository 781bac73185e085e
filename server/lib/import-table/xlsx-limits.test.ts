import { describe, expect, it } from 'vitest';
import {
  lyingSheet,
  sheetOf,
  spacesSheet,
  workbookOf,
  zipArchive,
} from '#server/test/hostile-xlsx.ts';
import { manualTimeLimit, withTableReading } from '#server/test/import-table-helpers.ts';
import { readTable } from './read-table.ts';

/** What reading `data` as an XLSX file of at most 5,000 rows gives: its rows or its refusal. */
async function read(data: Uint8Array): Promise<string[][] | string> {
  try {
    return (await readTable({ format: 'xlsx', data }, { field: 'file', maxRows: 5000 })).rows;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The same, with a time limit that never runs out: a refusal comes from counting alone. */
const readUntimed = (data: Uint8Array) =>
  withTableReading({ startTimer: manualTimeLimit().startTimer }, () => read(data));

const cell = (address: string, text: string) =>
  `<c r="${address}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('reading an XLSX file within limits', () => {
  it('reads a sheet as rows of text', async () => {
    const data = sheetOf([
      ['recipe', 'ingredient', 'quantity'],
      ['Gimlet', '=HYPERLINK("x")', '50'],
    ]);
    expect(await readUntimed(data)).toEqual([
      ['recipe', 'ingredient', 'quantity'],
      ['Gimlet', '=HYPERLINK("x")', '50'],
    ]);
  });

  it('refuses a header row and 90 MB of spaces (a 90 KB upload) by what it inflates', async () => {
    const data = await spacesSheet(90);
    expect(data.length).toBeLessThan(100 * 1024);
    expect(await readUntimed(data)).toMatch(/^This spreadsheet is too large to import: /);
  });

  it('refuses 200 MB hidden behind a data descriptor and a directory claiming 1,000 bytes', async () => {
    expect(await readUntimed(await lyingSheet(200))).toMatch(
      /^This spreadsheet is too large to import: /,
    );
    // Filled with markup rather than spaces, what stops it is the bytes it inflates to.
    expect(await readUntimed(await lyingSheet(32, '<x/>'))).toBe(
      'This spreadsheet is too large to import: it unpacks to more than 16 MB. Keep only the sheet to import, save it again and retry.',
    );
  });

  it('never trusts the sizes a file declares, either way', async () => {
    const sheet = `<row r="1">${cell('A1', 'recipe')}</row>`;
    expect(await readUntimed(workbookOf(sheet, { declaredSize: 0xfffffff0 }))).toEqual([
      ['recipe'],
    ]);
    expect(await readUntimed(workbookOf(sheet, { declaredSize: 1 }))).toEqual([['recipe']]);
  });

  it('refuses a sheet past the rows, the columns or the cells an import reads', async () => {
    const rows = Array.from({ length: 5002 }, (_, index) => [`Row ${index}`]);
    expect(await readUntimed(sheetOf(rows))).toBe(
      'This spreadsheet is too large to import: it has more than 5,000 rows. Import at most 5000 rows at once.',
    );
    // One cell a million rows down: the reader would fill every row in between.
    expect(
      await readUntimed(
        workbookOf(
          `<row>${cell('A1', 'x')}</row><row r="1000000"><c r="A1000000"><v>1</v></c></row>`,
        ),
      ),
    ).toMatch(/more than 5,000 rows/);
    // One cell in the last column: the reader would widen every row to it.
    expect(await readUntimed(workbookOf(`<row r="1">${cell('XFD1', 'x')}</row>`))).toMatch(
      /a row has more than 200 columns/,
    );
    // 150 columns wide and 2,500 rows down: 375,000 cells once every row is as wide.
    expect(
      await readUntimed(
        workbookOf(`<row r="1">${cell('ET1', 'x')}</row><row r="2500">${cell('A2500', 'y')}</row>`),
      ),
    ).toMatch(/it has more than 300,000 cells/);
  });

  it('refuses one stretch of text longer than any cell holds', async () => {
    const long = 'x'.repeat(300 * 1024);
    expect(await readUntimed(workbookOf(`<row r="1">${cell('A1', long)}</row>`))).toMatch(
      /one stretch of it holds more than 256 KB of text/,
    );
  });

  it('answers "cannot be read" for what is not a workbook', async () => {
    const message = 'This XLSX file cannot be read. Save it again and retry.';
    expect(await readUntimed(Buffer.from('PK\x03\x04 and then nothing a ZIP reader knows'))).toBe(
      message,
    );
    expect(await readUntimed(zipArchive([]))).toBe(message);
    expect(await readUntimed(workbookOf('<row r="1"><!DOCTYPE x></row>'))).toBe(message);
  });
});
