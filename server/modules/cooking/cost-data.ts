import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Allergens } from '#contract/allergens.ts';
import type { UnitConversion } from '#contract/units.ts';
import type { Db } from '#server/db/client.ts';
import { items, menuStockItems, recipeIngredients, recipes } from '#server/db/schema/index.ts';
import { type CostData, Costing } from './costing.ts';

// What costing reads: a location's recipe graph (or the part below some recipes), from
// current data, in one statement. Decision 016.

/** The ids of the recipes `roots` contain, down through sub-recipes, the roots included. */
export async function recipeClosure(
  db: Db,
  locationId: string,
  roots: string[],
): Promise<string[]> {
  if (roots.length === 0) return [];
  const rows = await db.execute<{ id: string }>(sql`
    with recursive tree(id) as (
      select unnest(array[${sql.join(
        roots.map((root) => sql`${root}::uuid`),
        sql`, `,
      )}])
      union
      select ${recipeIngredients.subRecipeId} from ${recipeIngredients}
      join tree on ${recipeIngredients.recipeId} = tree.id
      where ${recipeIngredients.locationId} = ${locationId}
        and ${recipeIngredients.subRecipeId} is not null
    )
    select id from tree`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

/** The rows of `db.execute`, whichever driver answered (node-postgres or PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * What costing needs, read from current data: the location's recipes (or `roots` and what
 * they contain), their lines, and the items those lines name — as one JSON text built by the
 * database (numbers as exact decimal texts). The items menu items use directly come too: all
 * of the location's when the whole graph is read, else those of `stockItemIds`. A whole menu's graph (500 recipes, 4,000 lines,
 * 2,000 items) read row by row took about 65 ms on the embedded database; as one JSON value,
 * a fraction of that.
 */
export async function loadCostData(
  db: Db,
  locationId: string,
  roots?: string[],
  stockItemIds: string[] = [],
): Promise<CostData> {
  const ids = roots === undefined ? undefined : await recipeClosure(db, locationId, roots);
  const data: CostData = { items: new Map(), recipes: new Map(), lines: new Map() };
  if (ids !== undefined && ids.length === 0 && stockItemIds.length === 0) return data;
  const among = (column: AnyPgColumn, list: string[]) =>
    list.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          list.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const only = (column: AnyPgColumn) => (ids === undefined ? sql`true` : among(column, ids));
  const directly =
    ids === undefined
      ? sql`${items.id} in (select ${menuStockItems.itemId} from ${menuStockItems}
          where ${menuStockItems.locationId} = ${locationId})`
      : among(items.id, stockItemIds);
  const text = (column: AnyPgColumn) => sql`${column}::text`;
  // Rows as arrays, not objects: a whole menu's graph is a megabyte less to build and parse.
  const result = await db.execute<{ graph: string }>(sql`
    select json_build_array(
      (select coalesce(json_agg(json_build_array(${recipes.id}, ${recipes.name},
          ${text(recipes.portions)}, ${text(recipes.yieldQuantity)}, ${recipes.yieldUnit})), '[]')
        from ${recipes}
        where ${recipes.locationId} = ${locationId} and ${only(recipes.id)}),
      (select coalesce(json_agg(json_build_array(${recipeIngredients.id},
          ${recipeIngredients.recipeId}, ${recipeIngredients.inventoryItemId},
          ${recipeIngredients.subRecipeId}, ${text(recipeIngredients.quantity)},
          ${recipeIngredients.unit}, ${text(recipeIngredients.wastePercent)})
          order by ${recipeIngredients.recipeId}, ${recipeIngredients.sortOrder},
            ${recipeIngredients.createdAt}, ${recipeIngredients.id}), '[]')
        from ${recipeIngredients}
        where ${recipeIngredients.locationId} = ${locationId}
          and ${only(recipeIngredients.recipeId)}),
      (select coalesce(json_agg(json_build_array(${items.id}, ${items.name}, ${items.unit},
          ${text(items.unitContent)}, ${items.unitContentUnit}, ${items.conversions},
          ${text(items.costPerUnit)}, ${text(items.wastePercent)}, ${items.allergens})), '[]')
        from ${items}
        where ${items.locationId} = ${locationId}
          and (${items.id} in (select ${recipeIngredients.inventoryItemId} from ${recipeIngredients}
            where ${recipeIngredients.locationId} = ${locationId}
              and ${only(recipeIngredients.recipeId)}) or ${directly}))
    )::text as graph`);
  type Text = string | null;
  const [recipeRows, lineRows, itemRows] = JSON.parse(
    rowsOf<{ graph: string }>(result)[0]?.graph ?? '[[],[],[]]',
  ) as [
    [string, string, string, Text, Text][],
    [string, string, Text, Text, string, string, Text][],
    [string, string, string, Text, Text, UnitConversion[], Text, Text, Allergens][],
  ];
  for (const [id, name, portions, yieldQuantity, yieldUnit] of recipeRows) {
    data.recipes.set(id, { id, name, portions, yieldQuantity, yieldUnit });
  }
  for (const [
    id,
    recipeId,
    inventoryItemId,
    subRecipeId,
    quantity,
    unit,
    wastePercent,
  ] of lineRows) {
    const line = { id, recipeId, inventoryItemId, subRecipeId, quantity, unit, wastePercent };
    const list = data.lines.get(recipeId);
    if (list) list.push(line);
    else data.lines.set(recipeId, [line]);
  }
  for (const [
    id,
    name,
    unit,
    unitContent,
    unitContentUnit,
    conversions,
    costPerUnit,
    wastePercent,
    allergens,
  ] of itemRows) {
    data.items.set(id, {
      id,
      name,
      unit,
      unitContent,
      unitContentUnit,
      conversions,
      costPerUnit,
      wastePercent,
      allergens,
    });
  }
  return data;
}

/** The costing of the given recipes (and what they contain), from current data. */
export async function costRecipes(
  db: Db,
  locationId: string,
  roots?: string[],
  stockItemIds?: string[],
) {
  return new Costing(await loadCostData(db, locationId, roots, stockItemIds));
}
