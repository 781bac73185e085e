import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recipes } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { csvFile, postImport, type Upload } from '#server/test/cooking-helpers.ts';
import { createItem, createLocation } from '#server/test/factories.ts';
import { lyingSheet, spacesSheet } from '#server/test/hostile-xlsx.ts';
import {
  manualTimeLimit,
  settledFlag,
  withTableReading,
} from '#server/test/import-table-helpers.ts';
import { as } from '#server/test/request.ts';

// A recipe import's file is read in a thread of its own, within limits counted on what the
// file actually holds (server/lib/import-table): what a hostile file does to everyone else.

const ctx = useTestApp();

const xlsx = (data: Buffer): Upload => ({
  filename: 'recipes.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  data,
});

const detailsOf = (body: string) =>
  (JSON.parse(body) as { error: { details?: { path: string; message: string }[] } }).error.details;

const TOO_LARGE = /^This spreadsheet is too large to import: /;

describe('POST /api/recipes/bulk-import of a hostile file', () => {
  it('refuses 90 MB of spaces and a directory that lies about 200 MB with 422, by counting', async () => {
    const { location, owner } = await createLocation(ctx.db);
    // A time limit that never runs out: whatever refuses these files is the counting.
    const time = manualTimeLimit();
    await withTableReading({ startTimer: time.startTimer }, async () => {
      for (const data of [await spacesSheet(90), await lyingSheet(200)]) {
        const response = await postImport(ctx.app, owner, { location_id: location.id }, xlsx(data));
        expect(response.statusCode).toBe(422);
        expect(detailsOf(response.body)).toEqual([
          { path: 'file', message: expect.stringMatching(TOO_LARGE) },
        ]);
      }
    });
    expect(await ctx.db.select().from(recipes).where(eq(recipes.locationId, location.id))).toEqual(
      [],
    );
  });

  it('answers another venue while a file is being read, and refuses the file when its time is up', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const other = await createLocation(ctx.db);
    await createItem(ctx.db, other.location, { name: 'Tonic' });
    const file = xlsx(await spacesSheet(90));
    const time = manualTimeLimit();
    // The limits are relaxed so that the spaces reach the XML reader, which crawls through
    // them: only the time limit (the test's to end) stops the read.
    const relaxed = { maxRun: Infinity, maxUnpackedBytes: Infinity };
    await withTableReading({ startTimer: time.startTimer, limits: relaxed }, async () => {
      const importing = postImport(ctx.app, owner, { location_id: location.id }, file);
      const imported = settledFlag(importing);
      await time.started();
      const stock = await as(ctx.app, other.owner).get(
        `/api/inventory?location_id=${other.location.id}`,
      );
      expect(stock.statusCode).toBe(200);
      expect(stock.json<{ name: string }[]>().map((item) => item.name)).toEqual(['Tonic']);
      expect(imported()).toBe(false);
      time.end();
      const response = await importing;
      expect(response.statusCode).toBe(422);
      expect(detailsOf(response.body)).toEqual([
        { path: 'file', message: expect.stringMatching(TOO_LARGE) },
      ]);
      // Its thread is gone, and with it the one turn this process has: the next file is read.
      const next = await postImport(
        ctx.app,
        owner,
        { location_id: location.id },
        csvFile('recipe,ingredient,quantity,unit\nHighball,Tonic,10,cl\n'),
      );
      expect(next.statusCode).toBe(200);
    });
  });

  it('refuses a CSV past the rows or the cells an import reads', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const header = 'recipe,ingredient,quantity,unit';
    const rows = (count: number, line: string) => Array.from({ length: count }, () => line);
    const tooLong = [header, ...rows(5001, 'Shot,Gin,4,cl')].join('\n');
    const tooWide = [header, ...rows(1600, `Shot,Gin,4,cl${',x'.repeat(186)}`)].join('\n');
    for (const [csv, reason] of [
      [tooLong, /it has more than 5,000 rows/],
      [tooWide, /it has more than 300,000 cells/],
    ] as const) {
      const response = await postImport(ctx.app, owner, { location_id: location.id }, csvFile(csv));
      expect(response.statusCode).toBe(422);
      expect(detailsOf(response.body)).toEqual([
        { path: 'file', message: expect.stringMatching(reason) },
      ]);
    }
  });
});
