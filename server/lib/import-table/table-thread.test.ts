import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { sheetOf } from '#server/test/hostile-xlsx.ts';
import {
  manualTimeLimit,
  settledFlag,
  withTableReading,
} from '#server/test/import-table-helpers.ts';
import { readTable } from './read-table.ts';

const recipes = sheetOf([
  ['recipe', 'ingredient'],
  ['Gimlet', 'Gin'],
]);

const read = (data: Uint8Array) =>
  readTable({ format: 'xlsx', data }, { field: 'file', maxRows: 5000 });

/** The error a read ends in, as the API would answer it. */
async function refusalOf(reading: Promise<unknown>) {
  const error = await reading.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, statusCode, message, details } = error as AppError;
  return { code, statusCode, message, details };
}

describe('the thread a spreadsheet is read in', () => {
  it('stops a read whose time is up, and answers 422 on the field', async () => {
    const time = manualTimeLimit();
    await withTableReading({ startTimer: time.startTimer }, async () => {
      const reading = read(recipes);
      await time.started();
      time.end();
      expect(await refusalOf(reading)).toEqual({
        code: 'VALIDATION_ERROR',
        statusCode: 422,
        message:
          'This spreadsheet is too large to import: reading it took more than 20 seconds. Split it into smaller files and retry.',
        details: [{ path: 'file', message: expect.stringMatching(/took more than 20 seconds/) }],
      });
    });
  });

  it('answers 422 when a file needs more memory than the thread has', async () => {
    const rows = Array.from({ length: 500 }, (_, row) =>
      Array.from({ length: 10 }, (_, column) => `${row}-${column}`),
    );
    const data = sheetOf(rows);
    const reading = withTableReading(
      { resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 } },
      () => read(data),
    );
    expect(await refusalOf(reading)).toMatchObject({
      statusCode: 422,
      message:
        'This spreadsheet is too large to import: reading it needs more memory than an import may use. Split it into smaller files and retry.',
    });
    // The same file within the usual heap.
    expect((await read(data)).rows).toHaveLength(500);
  });

  it('reads one file at a time; the next waits its turn, and past the queue is told to come back', async () => {
    const time = manualTimeLimit();
    await withTableReading(
      { startTimer: time.startTimer, concurrency: 1, maxWaiting: 1 },
      async () => {
        const first = read(recipes);
        await time.started(1);
        const second = read(recipes);
        const secondDone = settledFlag(second);
        expect(await refusalOf(read(recipes))).toMatchObject({
          code: 'RATE_LIMITED',
          statusCode: 429,
          message: 'Other spreadsheets are being imported right now. Try again in a minute.',
        });
        // The first is still being read (its time is the test's to end): the second waits.
        time.end(0);
        expect(await refusalOf(first)).toMatchObject({ statusCode: 422 });
        expect(secondDone()).toBe(false);
        // Its turn comes once the first thread is gone.
        await time.started(2);
        expect((await second).rows).toEqual([
          ['recipe', 'ingredient'],
          ['Gimlet', 'Gin'],
        ]);
      },
    );
  });

  it('hands the rows over in batches, the event loop free between two, the table whole', async () => {
    // 1,000 rows of 5 cells, a quoted cell over two lines, and a row with a bad quote at the end.
    const body = Array.from({ length: 999 }, (_, row) =>
      row === 500 ? '500,"two\nlines",c,d,e' : `${row},b,c,d,e`,
    );
    const text = ['n,b,c,d,e', ...body, '999,"b,c,d,e'].join('\n');
    let batches = 0;
    let held: (() => void) | undefined;
    const table = await withTableReading(
      {
        batchCells: 500,
        between: async () => {
          batches += 1;
          // The second pause is held until a timer of the event loop has run.
          if (batches === 2) await new Promise<void>((resolve) => (held = resolve));
        },
      },
      async () => {
        const reading = readTable({ format: 'csv', text }, { field: 'csv', maxRows: 5000 });
        const done = settledFlag(reading);
        while (!held && !done()) await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(done()).toBe(false);
        held?.();
        return reading;
      },
    );
    // 1,001 rows of 5 cells, 100 a batch: 11 batches, so 10 pauses between them.
    expect(batches).toBe(10);
    expect(table.rows).toHaveLength(1001);
    expect(table.rows[0]).toEqual(['n', 'b', 'c', 'd', 'e']);
    expect(table.rows[501]).toEqual(['500', 'two\nlines', 'c', 'd', 'e']);
    expect(table.rows[999]).toEqual(['998', 'b', 'c', 'd', 'e']);
    expect(table.lines.slice(500, 504)).toEqual([501, 502, 504, 505]);
    expect(table.problems.map((problem) => problem.at)).toEqual([1000]);
  });
});
