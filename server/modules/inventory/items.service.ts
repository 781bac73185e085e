import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { createItemBody, Item, listItemsQuery, updateItemBody } from '#contract/inventory.ts';
import { categories, items } from '#server/db/schema/index.ts';
import type { DomainEvent } from '#contract/realtime.ts';
import type { Context } from '#server/lib/context.ts';
import {
  findInLocation,
  inViewableLocations,
  locateRow,
  requireMember,
} from '#server/lib/membership.ts';
import { toNullableNumber, toNullableNumeric, toNumeric } from '#server/lib/money.ts';
import { validationError } from '#server/lib/app-error.ts';
import { namesAChange } from '#server/lib/changes.ts';
import {
  assertItemNameFree,
  loadItem,
  loadMemberItem,
  lockItem,
  resolveCategory,
  staleVersion,
} from './stock.ts';
import { type CachedList, cachedList } from './list-cache.ts';
import { recordStockUpdate } from './stock-updates.ts';

type ListItemsQuery = z.output<typeof listItemsQuery>;
type CreateItemFields = z.output<typeof createItemBody>;
type UpdateItemFields = z.output<typeof updateItemBody>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The conditions of a list query (the locations' items; archived ones only when asked for). */
function listConditions(locations: SQL, query: ListItemsQuery): SQL | undefined {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  return and(
    locations,
    query.include_archived ? undefined : eq(items.archived, false),
    query.category_id ? eq(items.categoryId, query.category_id) : undefined,
    query.storage_area
      ? sql`lower(${items.storageArea}) = lower(${query.storage_area})`
      : undefined,
    pattern
      ? or(ilike(items.name, pattern), ilike(items.sku, pattern), ilike(items.barcode, pattern))
      : undefined,
    query.below_par === undefined
      ? undefined
      : query.below_par
        ? sql`${items.quantity} < ${items.parLevel}`
        : sql`not coalesce(${items.quantity} < ${items.parLevel}, false)`,
  );
}

/** A numeric column as a JSON number (numeric(14, 4): float8 holds every value exactly enough). */
const number = (column: SQL | AnyPgColumn) => sql`${column}::float8`;
/** A timestamp as Date.prototype.toISOString writes it: UTC, milliseconds, "Z". */
const isoTime = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The items of a location (or of every location of the caller), filtered, by name, as the
 * JSON text of `Item[]` built by the database. A stock list of 5,000 items is the app's largest answer; read row by row and
 * mapped in JS it took about 180 ms on the embedded database, built as one JSON value about
 * a quarter of that. Each row must equal `toItem` of it: items.test.ts compares every row
 * with the item's own answer (`GET /api/inventory/{id}`).
 */
export async function listItemsJson(ctx: Context, query: ListItemsQuery): Promise<string> {
  const answer = await listItemsAnswer(ctx, query);
  return 'json' in answer ? answer.json : answer.cached.body.toString();
}

/**
 * listItemsJson's answer: a whole location's list from the list cache (list-cache.ts), else
 * the JSON text built for this request.
 */
export async function listItemsAnswer(
  ctx: Context,
  query: ListItemsQuery,
): Promise<{ json: string } | { cached: CachedList }> {
  const locations = await inViewableLocations(
    ctx.db,
    ctx.user.id,
    items.locationId,
    query.location_id,
  );
  const json = listJson(ctx, locations, query);
  // A whole location's list, what every phone asks for: built once per state of its rows
  // (list-cache.ts). Filtered lists are smaller and vary, so they are built each time.
  const whole =
    query.category_id === undefined &&
    query.storage_area === undefined &&
    query.search === undefined &&
    query.below_par === undefined;
  if (query.location_id !== undefined && whole) {
    const list = await cachedList(ctx.db, {
      key: `${query.location_id} ${query.include_archived ? 'all' : 'active'}`,
      locationId: query.location_id,
      json,
    });
    return { cached: list };
  }
  const result = (await ctx.db.execute(sql`select (${json}) as json`)) as unknown as {
    rows: { json: string }[];
  };
  return { json: result.rows[0]?.json ?? '[]' };
}

/** The statement building the list's JSON text: `[]` when no item matches. */
function listJson(ctx: Context, locations: SQL, query: ListItemsQuery): SQL<string> {
  const list = ctx.db
    .select({
      id: sql`${items.id}`.as('id'),
      location_id: sql`${items.locationId}`.as('location_id'),
      name: sql`${items.name}`.as('name'),
      category_id: sql`${items.categoryId}`.as('category_id'),
      category: sql`${categories.name}`.as('category'),
      unit: sql`${items.unit}`.as('unit'),
      unit_content: number(items.unitContent).as('unit_content'),
      unit_content_unit: sql`${items.unitContentUnit}`.as('unit_content_unit'),
      quantity: number(items.quantity).as('quantity'),
      par_level: number(items.parLevel).as('par_level'),
      // No reorder point of its own: the par level, as toItem answers
      // (docs/domain.md#par-level-and-reorder-point).
      reorder_point: number(sql`coalesce(${items.reorderPoint}, ${items.parLevel})`).as(
        'reorder_point',
      ),
      reorder_point_set: sql`${items.reorderPoint} is not null`.as('reorder_point_set'),
      cost_per_unit: number(items.costPerUnit).as('cost_per_unit'),
      storage_area: sql`${items.storageArea}`.as('storage_area'),
      sku: sql`${items.sku}`.as('sku'),
      barcode: sql`${items.barcode}`.as('barcode'),
      notes: sql`${items.notes}`.as('notes'),
      allergens: sql`${items.allergens}`.as('allergens'),
      conversions: sql`${items.conversions}`.as('conversions'),
      waste_percent: number(items.wastePercent).as('waste_percent'),
      full_weight_g: number(items.fullWeightG).as('full_weight_g'),
      empty_weight_g: number(items.emptyWeightG).as('empty_weight_g'),
      archived: sql`${items.archived}`.as('archived'),
      version: sql`${items.version}`.as('version'),
      below_par: sql`coalesce(${items.quantity} < ${items.parLevel}, false)`.as('below_par'),
      updated_at: isoTime(items.updatedAt).as('updated_at'),
      created_at: isoTime(items.createdAt).as('created_at'),
    })
    .from(items)
    .leftJoin(
      categories,
      and(eq(categories.locationId, items.locationId), eq(categories.id, items.categoryId)),
    )
    .where(listConditions(locations, query))
    .as('list');
  // Each row of "list" becomes an object keyed by its column names: the Item fields.
  return sql<string>`select coalesce(json_agg("list" order by lower("list"."name"), "list"."id"), '[]')::text from ${list}`;
}

/** One item (archived or not) of a location the user belongs to. */
export async function getItem(ctx: Context, { itemId }: { itemId: string }): Promise<Item> {
  return loadMemberItem(ctx.db, ctx.user.id, itemId);
}

/**
 * Adds an item. A starting quantity above 0 writes the first changelog row in the same
 * transaction, with reason 'count': the person states what is on the shelf, an absolute
 * count, and it then shows in "counted today".
 */
export async function createItem(ctx: Context, body: CreateItemFields): Promise<Item> {
  const locationId = body.location_id;
  const userId = ctx.user.id;
  const { item, events } = await ctx.db.transaction(async (tx) => {
    // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
    await requireMember(tx, userId, locationId, 'catalog.edit');
    await assertItemNameFree(tx, locationId, body.name);
    assertWeights(body.full_weight_g, body.empty_weight_g);
    const category = await resolveCategory(tx, locationId, body);
    const quantity = toNumeric(body.quantity);
    const [created] = await tx
      .insert(items)
      .values({
        locationId,
        name: body.name,
        categoryId: category?.id ?? null,
        unit: body.unit,
        unitContent: toNullableNumeric(body.unit_content) ?? null,
        unitContentUnit: body.unit_content_unit ?? null,
        quantity,
        parLevel: toNullableNumeric(body.par_level) ?? null,
        reorderPoint: toNullableNumeric(body.reorder_point) ?? null,
        costPerUnit: toNullableNumeric(body.cost_per_unit) ?? null,
        storageArea: body.storage_area ?? null,
        sku: body.sku ?? null,
        barcode: body.barcode ?? null,
        notes: body.notes ?? null,
        allergens: body.allergens ?? {},
        conversions: body.conversions ?? [],
        wastePercent: toNullableNumeric(body.waste_percent) ?? null,
        fullWeightG: toNullableNumeric(body.full_weight_g) ?? null,
        emptyWeightG: toNullableNumeric(body.empty_weight_g) ?? null,
      })
      .returning({ id: items.id });
    if (!created) throw new Error('item not created');
    const events: DomainEvent[] = [];
    if (category?.created && category.id) {
      events.push({ type: 'category.created', location_id: locationId, id: category.id });
    }
    events.push({ type: 'item.created', location_id: locationId, id: created.id });
    if (body.quantity > 0) {
      await recordStockUpdate(tx, {
        locationId,
        itemId: created.id,
        userId,
        previous: '0',
        next: quantity,
        reason: 'count',
      });
      events.push({ type: 'stock.updated', location_id: locationId, id: created.id });
    }
    return { item: await loadItem(tx, locationId, created.id), events };
  });
  for (const event of events) await ctx.publish(event);
  return item;
}

/** A full unit must weigh more than an empty one, or no weighing could give a fraction. */
function assertWeights(full: number | null | undefined, empty: number | null | undefined): void {
  if (full === 0) throw validationError('full_weight_g', 'Use a weight above 0 g');
  if (full != null && empty != null && full <= empty) {
    throw validationError('full_weight_g', 'A full unit must weigh more than an empty one');
  }
}

/** Edits an item's fields (never its quantity: counts go through update/{id}). */
export async function updateItem(
  ctx: Context,
  { itemId: id, changes: body }: { itemId: string; changes: UpdateItemFields },
): Promise<Item> {
  const locationId = await locateRow(ctx.db, items, ctx.user.id, id, 'Item');
  const { item, events } = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    const current = await lockItem(tx, locationId, id);
    if (body.version !== undefined && body.version !== current.version) {
      throw staleVersion(await loadItem(tx, locationId, id));
    }
    if (!namesAChange(body, ['version'])) {
      return { item: await loadItem(tx, locationId, id), events: [] };
    }
    if (body.name !== undefined) await assertItemNameFree(tx, locationId, body.name, id);
    assertWeights(
      body.full_weight_g === undefined ? toNullableNumber(current.fullWeightG) : body.full_weight_g,
      body.empty_weight_g === undefined
        ? toNullableNumber(current.emptyWeightG)
        : body.empty_weight_g,
    );
    const category = await resolveCategory(tx, locationId, body);
    await tx
      .update(items)
      .set({
        name: body.name,
        categoryId: category?.id,
        unit: body.unit,
        unitContent: toNullableNumeric(body.unit_content),
        unitContentUnit: body.unit_content_unit,
        parLevel: toNullableNumeric(body.par_level),
        reorderPoint: toNullableNumeric(body.reorder_point),
        costPerUnit: toNullableNumeric(body.cost_per_unit),
        storageArea: body.storage_area,
        sku: body.sku,
        barcode: body.barcode,
        notes: body.notes,
        allergens: body.allergens,
        conversions: body.conversions,
        wastePercent: toNullableNumeric(body.waste_percent),
        fullWeightG: toNullableNumeric(body.full_weight_g),
        emptyWeightG: toNullableNumeric(body.empty_weight_g),
        version: sql`${items.version} + 1`,
      })
      .where(and(eq(items.locationId, locationId), eq(items.id, id)));
    const events: DomainEvent[] = [];
    if (category?.created && category.id) {
      events.push({ type: 'category.created', location_id: locationId, id: category.id });
    }
    events.push({ type: 'item.updated', location_id: locationId, id });
    return { item: await loadItem(tx, locationId, id), events };
  });
  for (const event of events) await ctx.publish(event);
  return item;
}

/** Archives an item (DELETE): hidden from lists, its history kept. Archiving twice is a no-op. */
export async function archiveItem(ctx: Context, { itemId: id }: { itemId: string }) {
  const locationId = await locateRow(ctx.db, items, ctx.user.id, id, 'Item');
  const changed = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    const current = await findInLocation(tx, items, locationId, id, 'Item');
    if (current.archived) return false;
    await tx
      .update(items)
      .set({ archived: true, version: sql`${items.version} + 1` })
      .where(and(eq(items.locationId, locationId), eq(items.id, id)));
    return true;
  });
  if (changed) await ctx.publish({ type: 'item.archived', location_id: locationId, id });
}
