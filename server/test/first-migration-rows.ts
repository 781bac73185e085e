// A venue's data written in the shape of the first migration (0000_init) only, as a database
// created then would hold it: what server/db/migrations-keep-data.test.ts migrates forward.

export const ids = {
  owner: '00000000-0000-4000-8000-000000000001',
  staff: '00000000-0000-4000-8000-000000000002',
  location: '00000000-0000-4000-8000-000000000010',
  category: '00000000-0000-4000-8000-000000000020',
  gin: '00000000-0000-4000-8000-000000000030',
  lime: '00000000-0000-4000-8000-000000000031',
  vendor: '00000000-0000-4000-8000-000000000040',
  vendorItem: '00000000-0000-4000-8000-000000000041',
  list: '00000000-0000-4000-8000-000000000050',
  listItem: '00000000-0000-4000-8000-000000000051',
  recipe: '00000000-0000-4000-8000-000000000060',
  menuItem: '00000000-0000-4000-8000-000000000070',
  session: '00000000-0000-4000-8000-000000000080',
} as const;

/** One statement per row group; every column a later migration might touch is given a value. */
export const firstMigrationRows: string[] = [
  `insert into users (id, email, name, password_hash, created_at, updated_at) values
    ('${ids.owner}', 'owner@venue.example', 'Olive Owner', 'hash-1', '2026-01-05T10:00:00Z', '2026-01-05T10:00:00Z'),
    ('${ids.staff}', 'staff@venue.example', 'Sam Staff', 'hash-2', '2026-01-06T10:00:00Z', '2026-01-06T10:00:00Z')`,
  `insert into refresh_sessions (id, user_id, family_id, token_hash, created_at, expires_at, user_agent, ip)
    values ('${ids.session}', '${ids.owner}', '${ids.session}', 'token-hash-1',
      '2026-01-07T10:00:00Z', '2026-02-07T10:00:00Z', 'Phone', '10.0.0.7')`,
  `insert into locations (id, name, currency, timezone, address, created_at, updated_at)
    values ('${ids.location}', 'The Copper Still', 'EUR', 'Europe/Dublin', '1 Quay St',
      '2026-01-05T10:00:00Z', '2026-01-05T10:00:00Z')`,
  `insert into members (location_id, user_id, role) values
    ('${ids.location}', '${ids.owner}', 'owner'), ('${ids.location}', '${ids.staff}', 'staff')`,
  `insert into categories (id, location_id, name, sort_order)
    values ('${ids.category}', '${ids.location}', 'Spirits', 2)`,
  `insert into items (id, location_id, name, category_id, unit, unit_content, unit_content_unit,
      quantity, par_level, reorder_point, cost_per_unit, storage_area, sku, version)
    values
    ('${ids.gin}', '${ids.location}', 'Dry gin', '${ids.category}', 'bottle', 700, 'ml',
      12.5, 24, 6, 15.25, 'Back bar', 'GIN-1', 4),
    ('${ids.lime}', '${ids.location}', 'Limes', null, 'kg', null, null, 3, 5, null, 2.1, 'Cold room', null, 1)`,
  `insert into stock_updates (location_id, item_id, user_id, previous_quantity, new_quantity, delta, reason, created_at)
    values
    ('${ids.location}', '${ids.gin}', '${ids.staff}', 0, 10, 10, 'count', '2026-01-08T10:00:00Z'),
    ('${ids.location}', '${ids.gin}', '${ids.staff}', 10, 12.5, 2.5, 'count', '2026-01-09T10:00:00Z'),
    ('${ids.location}', '${ids.lime}', '${ids.owner}', 0, 3, 3, 'count', '2026-01-09T11:00:00Z')`,
  `insert into vendors (id, location_id, name, email, lead_time_days, minimum_order)
    values ('${ids.vendor}', '${ids.location}', 'Spirits Co', 'orders@spirits.example', 2, 150)`,
  `insert into vendor_items (id, location_id, vendor_id, inventory_item_id, name, sku, pack_size, price, is_preferred)
    values ('${ids.vendorItem}', '${ids.location}', '${ids.vendor}', '${ids.gin}', 'Dry gin 6 × 70 cl', 'SC-GIN', 6, 90, true)`,
  `insert into shopping_lists (id, location_id, name, vendor_id, status, sent_at, sent_to, created_by)
    values ('${ids.list}', '${ids.location}', 'Friday order', '${ids.vendor}', 'sent',
      '2026-01-09T12:00:00Z', 'orders@spirits.example', '${ids.owner}')`,
  `insert into shopping_list_items (id, location_id, shopping_list_id, inventory_item_id, vendor_item_id,
      name, quantity, unit, pack_size, unit_price, sort_order)
    values ('${ids.listItem}', '${ids.location}', '${ids.list}', '${ids.gin}', '${ids.vendorItem}',
      'Dry gin 6 × 70 cl', 2, 'bottle', 6, 90, 1)`,
  `insert into recipes (id, location_id, name, category, yield_quantity, yield_unit, portions, instructions)
    values ('${ids.recipe}', '${ids.location}', 'Gin and tonic', 'Cocktails', 1, 'glass', 1, 'Build over ice')`,
  `insert into recipe_ingredients (location_id, recipe_id, inventory_item_id, quantity, unit, sort_order)
    values ('${ids.location}', '${ids.recipe}', '${ids.gin}', 50, 'ml', 0),
      ('${ids.location}', '${ids.recipe}', '${ids.lime}', 0.02, 'kg', 1)`,
  `insert into menu_items (id, location_id, name, category, price)
    values ('${ids.menuItem}', '${ids.location}', 'G&T', 'Drinks', 9.5)`,
  `insert into menu_recipes (location_id, menu_item_id, recipe_id, quantity)
    values ('${ids.location}', '${ids.menuItem}', '${ids.recipe}', 1)`,
];

/**
 * What old rows must hold in a column a later migration added, by `table.column`, as Postgres
 * prints it (`::text`): a sensible default for data that existed before the column did.
 */
export const expectedNewColumnValues: Record<string, string | null> = {
  'vendors.delivery_days': '{}',
  'shopping_lists.sent_by': null,
  'shopping_lists.received_by': null,
  'shopping_lists.credit_requested_at': null,
  'shopping_list_items.invoice_price': null,
  'locations.target_food_cost_percent': '30.0000',
  'items.allergens': '{}',
  'items.conversions': '[]',
  'items.waste_percent': null,
  'recipe_ingredients.waste_percent': null,
  'items.full_weight_g': null,
  'items.empty_weight_g': null,
  'refresh_sessions.signed_out_at': null,
  'locations.importing_since': null,
};
