// The benchmark's vendors, catalogue lines and sent lists (seed.ts seeds them with the location).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

const SEED_VENDORS = 10;
const DELIVERY_LISTS = 10;
const DELIVERY_LINES = 100;

/**
 * Buying: 10 vendors. Vendor 0 sells every item (a case of 6); vendor v (1–9) sells the items
 * k with ⌊k / 7⌋ % 10 = v. Each item's preferred line is at vendor ⌊k / 7⌋ % 10, so the items
 * below their reorder point (which follow k's residues, see the quantities above) spread over
 * all ten vendors when generating. And 10 sent lists of vendor 0 with 100 lines each, to receive: of the
 * items with no par level (k % 10 = 9), which generating never orders.
 */
export async function insertBuying(db: Db, locationId: string): Promise<void> {
  await db.execute(sql`
    insert into vendors (location_id, name, email, lead_time_days, minimum_order, delivery_days)
    select ${locationId}::uuid, format('Vendor %s', lpad(v::text, 2, '0')),
           format('orders-%s@vendor.test', v), 1 + v % 3, 150, '{2,5}'::integer[]
    from generate_series(0, ${SEED_VENDORS - 1}::int) v`);
  await db.execute(sql`
    with v as (
      select id, row_number() over (order by name) - 1 as n
      from vendors where location_id = ${locationId}::uuid
    ), i as (
      select id, name, cost_per_unit, row_number() over (order by name) - 1 as k
      from items where location_id = ${locationId}::uuid
    )
    insert into vendor_items (location_id, vendor_id, inventory_item_id, name, sku,
                              pack_description, pack_size, price, is_preferred)
    select ${locationId}::uuid, v.id, i.id, i.name || ' 6 × 70 cl', format('V%s-%s', v.n, i.k),
           '6 × bottle 70 cl', 6, round(i.cost_per_unit * 6 * (0.9 + v.n / 100.0), 2),
           (i.k / 7) % ${SEED_VENDORS}::int = v.n
    from i join v on v.n = 0 or v.n = (i.k / 7) % ${SEED_VENDORS}::int`);
  await db.execute(sql`
    insert into shopping_lists (location_id, name, vendor_id, status, sent_at, sent_to)
    select ${locationId}::uuid, format('Bench delivery %s', lpad(l::text, 2, '0')), v.id, 'sent',
           now(), v.email
    from generate_series(1, ${DELIVERY_LISTS}::int) l
    cross join (select id, email from vendors where location_id = ${locationId}::uuid
                order by name limit 1) v`);
  await db.execute(sql`
    with l as (
      select id, vendor_id, row_number() over (order by name) - 1 as n
      from shopping_lists where location_id = ${locationId}::uuid
    ), line as (
      select vi.id, vi.vendor_id, vi.inventory_item_id, vi.name, vi.pack_size, vi.price,
             row_number() over (order by vi.sku) - 1 as m
      from vendor_items vi join items it on it.id = vi.inventory_item_id
      where vi.location_id = ${locationId}::uuid and it.par_level is null
        and vi.vendor_id = (select vendor_id from l limit 1)
    )
    insert into shopping_list_items (location_id, shopping_list_id, inventory_item_id,
                                     vendor_item_id, name, quantity, unit, pack_size, unit_price,
                                     sort_order)
    select ${locationId}::uuid, l.id, line.inventory_item_id, line.id, line.name, 1 + line.m % 3,
           'case', line.pack_size, line.price, line.m
    from l join line on line.vendor_id = l.vendor_id
    where line.m >= (l.n * 7) % 100 and line.m < (l.n * 7) % 100 + ${DELIVERY_LINES}::int`);
}
