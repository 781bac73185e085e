import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LocationExport, locationExport } from '#contract/location-export.ts';
import { categories, items, locations, members } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { Turns } from '#server/lib/turns.ts';
import { paths } from '#server/test/error-details.ts';
import { createItem, createLocation, createUser, type TestUser } from '#server/test/factories.ts';
import { createFullVenue } from '#server/test/location-export-helpers.ts';
import { as } from '#server/test/request.ts';
import { holdAfterFirstStep } from '#server/test/paced-steps.ts';
import { importPace, removeAbandonedImports } from './import.service.ts';

// An import writes in short steps into a location nobody sees until the last one (decision
// 032): other venues are served between the steps, a failure on the way leaves nothing, and a
// location whose import the server never finished is removed.

const ctx = useTestApp({ clock: () => new Date('2026-03-04T05:06:07.000Z') });

afterEach(() => {
  vi.restoreAllMocks();
});

async function exportOf(user: TestUser, locationId: string): Promise<LocationExport> {
  const response = await as(ctx.app, user).get(`/api/locations/${locationId}/export`);
  expect(response.statusCode).toBe(200);
  return locationExport.parse(JSON.parse(response.body));
}

const importing = () => ctx.db.select().from(locations).where(isNotNull(locations.importingSince));

/**
 * Resolves once `calls` more requests have asked for a turn: each is then in the queue (or
 * refused). Requests sent at once reach the queue in the order their sign-in checks finish,
 * which on PostgreSQL's pool is not the order they were sent in.
 */
function turnsAsked(calls: number): Promise<void> {
  let asked = 0;
  let done!: () => void;
  const reached = new Promise<void>((resolve) => {
    done = resolve;
  });
  const take = Turns.prototype.take;
  vi.spyOn(Turns.prototype, 'take').mockImplementation(function (this: Turns) {
    const turn = take.call(this);
    asked += 1;
    if (asked === calls) done();
    return turn;
  });
  return reached;
}

describe('an import in short steps', () => {
  it('answers another venue between its steps, and shows the new location only at the end', async () => {
    const venue = await createFullVenue(ctx.db);
    const file = await exportOf(venue.owner, venue.location.id);
    const importer = await createUser(ctx.db, { name: 'New owner' });
    const other = await createLocation(ctx.db, { name: 'Corner bar' });
    await createItem(ctx.db, other.location, { name: 'Corner gin' });
    const hold = holdAfterFirstStep(importPace);

    const answer = as(ctx.app, importer).post('/api/locations/import', file);
    await hold.reached;
    // The import has written its first step and not finished: the database is free for others.
    const inventory = await as(ctx.app, other.owner).get(
      `/api/inventory?location_id=${other.location.id}`,
    );
    expect(inventory.statusCode).toBe(200);
    expect(inventory.json().map((row: { name: string }) => row.name)).toEqual(['Corner gin']);
    // The location being written is in nobody's list and reachable by no one, not even the
    // importer.
    const [hidden] = await importing();
    if (!hidden) throw new Error('the import has opened its location');
    expect(
      (await ctx.db.select().from(categories).where(eq(categories.locationId, hidden.id))).length,
    ).toBe(2);
    const listed = await as(ctx.app, importer).get('/api/locations');
    expect(listed.json()).toEqual([]);
    expect((await as(ctx.app, importer).get(`/api/locations/${hidden.id}`)).statusCode).toBe(403);
    expect(
      (await as(ctx.app, importer).get(`/api/inventory?location_id=${hidden.id}`)).statusCode,
    ).toBe(403);

    hold.release();
    const done = await answer;
    expect(done.statusCode).toBe(201);
    expect(done.json().location_id).toBe(hidden.id);
    expect(await importing()).toEqual([]);
    const after = await as(ctx.app, importer).get('/api/locations');
    expect(after.json().map((row: { id: string }) => row.id)).toEqual([hidden.id]);
  });

  it('reads one file at a time, two more wait their turn, and the next is told to come back', async () => {
    const venue = await createFullVenue(ctx.db);
    const file = await exportOf(venue.owner, venue.location.id);
    // The files that wait are a venue with nothing in it: quick to read once their turn comes.
    const empty = await createLocation(ctx.db, { name: 'Empty bar' });
    const small = await exportOf(empty.owner, empty.location.id);
    const importer = await createUser(ctx.db);
    const hold = holdAfterFirstStep(importPace);

    const first = as(ctx.app, importer).post('/api/locations/import', file);
    try {
      await hold.reached;
      const queued = turnsAsked(2);
      const waiting = [1, 2].map(() => as(ctx.app, importer).post('/api/locations/import', small));
      await queued;
      const refused = await as(ctx.app, importer).post('/api/locations/import', small);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: {
          code: 'RATE_LIMITED',
          message: 'Another location file is being imported right now. Try again in a minute.',
        },
      });
      expect(refused.headers['retry-after']).toBe('60');

      hold.release();
      const answers = await Promise.all([first, ...waiting]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      const listed = await as(ctx.app, importer).get('/api/locations');
      expect(listed.json()).toHaveLength(3);
    } finally {
      // Never leave the process's one turn held for the tests after this one.
      hold.release();
      await first;
    }
  }, 120_000);

  it('leaves nothing when a step fails on the way', async () => {
    const venue = await createFullVenue(ctx.db);
    const file = await exportOf(venue.owner, venue.location.id);
    const importer = await createUser(ctx.db);
    const before = await ctx.db.select({ id: locations.id }).from(locations);
    const itemsBefore = (await ctx.db.select().from(items)).length;
    let steps = 0;
    vi.spyOn(importPace, 'between').mockImplementation(async () => {
      steps += 1;
      if (steps === 3) throw new Error('the database went away');
    });

    const response = await as(ctx.app, importer).post('/api/locations/import', file);
    expect(response.statusCode).toBe(500);
    expect(steps).toBe(3);
    expect(await ctx.db.select({ id: locations.id }).from(locations)).toEqual(before);
    expect((await ctx.db.select().from(items)).length).toBe(itemsBefore);
    expect(await ctx.db.select().from(members).where(eq(members.userId, importer.id))).toEqual([]);
  });

  it('removes the locations of imports that never ended, and only those', async () => {
    const { location: kept } = await createLocation(ctx.db, { name: 'Kept' });
    const [stale] = await ctx.db
      .insert(locations)
      .values({ name: 'Half imported', importingSince: new Date('2026-03-04T01:00:00.000Z') })
      .returning();
    const [recent] = await ctx.db
      .insert(locations)
      .values({ name: 'Importing now', importingSince: new Date('2026-03-04T05:00:00.000Z') })
      .returning();
    if (!stale || !recent) throw new Error('locations made');
    await createItem(ctx.db, stale, { name: 'Half gin' });

    expect(await removeAbandonedImports(ctx.db, new Date('2026-03-04T04:00:00.000Z'))).toBe(1);
    const left = await ctx.db.select({ name: locations.name }).from(locations);
    expect(left.map((row) => row.name)).toEqual(expect.arrayContaining(['Kept', 'Importing now']));
    expect(left.map((row) => row.name)).not.toContain('Half imported');
    expect(await ctx.db.select().from(items).where(eq(items.locationId, stale.id))).toEqual([]);
    expect(kept.id).toBeDefined();
    await ctx.db.delete(locations).where(eq(locations.id, recent.id));
  });
});

describe('a location file checked for counts and sales', () => {
  it('refuses references to counts and menu items that are not in the file', async () => {
    const venue = await createFullVenue(ctx.db);
    const good = await exportOf(venue.owner, venue.location.id);
    const importer = await createUser(ctx.db);
    const missing = '00000000-0000-4000-8000-000000000000';
    const spoil: [(file: LocationExport) => void, string][] = [
      [
        (file) => {
          const row = file.stock_history.find((update) => update.count_id !== null);
          if (row) row.count_id = missing;
        },
        'count_id',
      ],
      [
        (file) => {
          const row = file.sales_lines[0];
          if (row) row.menu_item_id = missing;
        },
        'sales_lines.0.menu_item_id',
      ],
      [
        // Two full counts open at once.
        (file) => {
          const spot = file.stock_counts.find((count) => count.scope === 'spot');
          if (spot) spot.scope = 'full';
          const closed = file.stock_counts.find((count) => count.status === 'closed');
          if (closed) {
            closed.status = 'open';
            closed.closed_at = null;
          }
        },
        'status',
      ],
      [
        (file) => {
          const row = file.stock_history.find((update) => update.reason === 'count');
          if (row) row.cause = 'spill';
        },
        'cause',
      ],
    ];
    for (const [change, field] of spoil) {
      const file = structuredClone(good);
      change(file);
      const response = await as(ctx.app, importer).post('/api/locations/import', file);
      expect(response.statusCode).toBe(422);
      expect((paths(response.body) ?? []).join(' ')).toContain(field);
    }
    expect(await ctx.db.select().from(members).where(eq(members.userId, importer.id))).toEqual([]);
    expect(await importing()).toEqual([]);
  }, 180_000);

  it('reads a file written before counts and sales', async () => {
    const { location, owner } = await createLocation(ctx.db, { name: 'Old bar' });
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    const file = (await exportOf(owner, location.id)) as Record<string, unknown>;
    delete file.stock_counts;
    delete file.sales_lines;
    delete file.sales_mappings;
    expect(gin.id).toBeDefined();
    const importer = await createUser(ctx.db);
    const response = await as(ctx.app, importer).post('/api/locations/import', file);
    expect(response.statusCode).toBe(201);
    expect(response.json().counts).toMatchObject({ items: 1, stock_counts: 0, sales_lines: 0 });
    const mine = await ctx.db
      .select()
      .from(members)
      .where(and(eq(members.userId, importer.id), eq(members.role, 'owner')));
    expect(mine).toHaveLength(1);
  });
});
