// The benchmark's recipes and menu (seed.ts seeds them with the location).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

const PREP_RECIPES = 200;
const BASE_RECIPES = 100;
const DISH_RECIPES = 200;
const MENU_ITEMS = 300;

/**
 * Cooking: 500 recipes three levels deep and 300 menu items. 200 preps (1 l of syrup, mix…:
 * three items in ml, counted in 70 cl bottles), 100 bases (0.5 l: two preps and an item), 200
 * dishes (one portion: a base, a prep and two items, 10 % waste on one). Menu item m sells dish
 * m % 200, and the odd ones half a portion of a prep besides.
 */
export async function insertCooking(db: Db, locationId: string): Promise<void> {
  await db.execute(sql`
    insert into recipes (location_id, name, category, yield_quantity, yield_unit, portions)
    select ${locationId}::uuid, format('Prep %s', lpad(g::text, 3, '0')), 'Prep', 1000, 'ml', 20
    from generate_series(1, ${PREP_RECIPES}::int) g
    union all
    select ${locationId}::uuid, format('Base %s', lpad(g::text, 3, '0')), 'Base', 500, 'ml', 10
    from generate_series(1, ${BASE_RECIPES}::int) g
    union all
    select ${locationId}::uuid, format('Dish %s', lpad(g::text, 3, '0')), 'Cocktail', null, null, 1
    from generate_series(1, ${DISH_RECIPES}::int) g`);
  await db.execute(sql`
    with i as (
      select id, row_number() over (order by name) - 1 as k, count(*) over () as n
      from items where location_id = ${locationId}::uuid
    ), r as (
      select id, name, split_part(name, ' ', 1) as kind, split_part(name, ' ', 2)::int as g
      from recipes where location_id = ${locationId}::uuid
    ), item_lines as (
      select r.id as recipe_id, i.id as item_id,
             case r.kind when 'Prep' then 300 when 'Base' then 50 else 25 end as quantity,
             case when r.kind = 'Dish' and j = 1 then 10 end as waste, j as sort_order
      from r cross join generate_series(1, 3) j
      join i on i.k = (r.g * 7 + j * 131 + case r.kind when 'Prep' then 0 when 'Base' then 500 else 1000 end) % i.n
      where r.kind = 'Prep' or j <= case r.kind when 'Base' then 1 else 2 end
    ), sub_lines as (
      select r.id as recipe_id, sub.id as sub_id,
             case when r.kind = 'Base' then 100 when sub.kind = 'Base' then 60 else 20 end as quantity,
             10 + j as sort_order
      from r cross join generate_series(1, 2) j
      join r sub on
        (r.kind = 'Base' and sub.kind = 'Prep' and sub.g = 1 + (r.g * 2 + j) % ${PREP_RECIPES}::int)
        or (r.kind = 'Dish' and j = 1 and sub.kind = 'Base' and sub.g = 1 + r.g % ${BASE_RECIPES}::int)
        or (r.kind = 'Dish' and j = 2 and sub.kind = 'Prep' and sub.g = 1 + (r.g * 3) % ${PREP_RECIPES}::int)
    )
    insert into recipe_ingredients (location_id, recipe_id, inventory_item_id, sub_recipe_id,
                                    quantity, unit, waste_percent, sort_order)
    select ${locationId}::uuid, recipe_id, item_id, null, quantity, 'ml', waste, sort_order
    from item_lines
    union all
    select ${locationId}::uuid, recipe_id, null, sub_id, quantity, 'ml', null, sort_order
    from sub_lines`);
  await db.execute(sql`
    insert into menu_items (location_id, name, category, price)
    select ${locationId}::uuid, format('Drink %s', lpad(m::text, 3, '0')),
           (array['Classics', 'Signatures', 'Sours', 'Highballs', 'Low and no'])[1 + m % 5],
           9 + m % 8
    from generate_series(1, ${MENU_ITEMS}::int) m`);
  await db.execute(sql`
    with d as (
      select id, split_part(name, ' ', 2)::int as g from recipes
      where location_id = ${locationId}::uuid and name like 'Dish %'
    ), p as (
      select id, split_part(name, ' ', 2)::int as g from recipes
      where location_id = ${locationId}::uuid and name like 'Prep %'
    ), m as (
      select id, split_part(name, ' ', 2)::int as g from menu_items
      where location_id = ${locationId}::uuid
    )
    insert into menu_recipes (location_id, menu_item_id, recipe_id, quantity)
    select ${locationId}::uuid, m.id, d.id, 1 from m join d on d.g = 1 + m.g % ${DISH_RECIPES}::int
    union all
    select ${locationId}::uuid, m.id, p.id, 0.5 from m join p on p.g = 1 + m.g % ${PREP_RECIPES}::int
    where m.g % 2 = 1`);
}
