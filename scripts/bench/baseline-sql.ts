// The SQL of each baseline: what the real endpoint must ask the database to produce its answer,
// as the services send it (copied from the statements the server runs, placeholders and all;
// only an alias is added where two columns share a name). What a real request does besides is
// named under each: none of it runs in the baseline, which is the point. Keep these in step
// with the services (server/modules/inventory/*.service.ts, server/modules/auth/*.service.ts).

/**
 * GET /api/inventory?location_id= (plain and compressed): the stock list, built as one JSON
 * text by the database (items.service.ts, listItemsJson). $1 location, $2 archived (false).
 * Not in the baseline: the token check and its user lookup, the membership check, query
 * validation, the ETag hash of the body. The compressed variant adds brotli or gzip, by
 * Accept-Encoding, at the server's compression plugin's levels (brotli quality 1, gzip 1).
 */
export const LIST_ITEMS = `select coalesce(json_agg("list" order by lower("list"."name"), "list"."id"), '[]')::text as json from (select "items"."id" as "id", "items"."location_id" as "location_id", "items"."name" as "name", "items"."category_id" as "category_id", "categories"."name" as "category", "items"."unit" as "unit", "items"."unit_content"::float8 as "unit_content", "items"."unit_content_unit" as "unit_content_unit", "items"."quantity"::float8 as "quantity", "items"."par_level"::float8 as "par_level", coalesce("items"."reorder_point", "items"."par_level")::float8 as "reorder_point", "items"."reorder_point" is not null as "reorder_point_set", "items"."cost_per_unit"::float8 as "cost_per_unit", "items"."storage_area" as "storage_area", "items"."sku" as "sku", "items"."barcode" as "barcode", "items"."notes" as "notes", "items"."allergens" as "allergens", "items"."conversions" as "conversions", "items"."waste_percent"::float8 as "waste_percent", "items"."archived" as "archived", "items"."version" as "version", coalesce("items"."quantity" < "items"."par_level", false) as "below_par", to_char("items"."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updated_at", to_char("items"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created_at" from "items" left join "categories" on ("categories"."location_id" = "items"."location_id" and "categories"."id" = "items"."category_id") where ("items"."location_id" = $1 and "items"."archived" = $2)) "list"`;

/**
 * GET /api/inventory/{id}: one item with its category's name (stock.ts, loadItem). $1 location,
 * $2 item, $3 limit (1). The baseline is told the location in its URL; the real endpoint
 * finds it through the item. Not in the baseline: the token check and its user lookup, the
 * lookup of the item's location joined to the caller's membership (locateRow), the
 * membership check, validation of the id, the response schema's serialisation.
 */
export const LOAD_ITEM = `select "items"."id", "items"."location_id", "items"."name", "items"."category_id", "items"."unit", "items"."unit_content", "items"."unit_content_unit", "items"."quantity", "items"."par_level", "items"."reorder_point", "items"."cost_per_unit", "items"."storage_area", "items"."sku", "items"."barcode", "items"."notes", "items"."allergens", "items"."conversions", "items"."waste_percent", "items"."archived", "items"."version", "items"."created_at", "items"."updated_at", "categories"."name" as "category" from "items" left join "categories" on ("categories"."location_id" = "items"."location_id" and "categories"."id" = "items"."category_id") where ("items"."location_id" = $1 and "items"."id" = $2) limit $3`;

/**
 * GET /api/inventory/updates/changelog?location_id=: the newest page (100 rows) with the
 * item's and the person's names (changelog.service.ts, listChangelog). $1 location, $2 limit.
 * Not in the baseline: the token check and its user lookup, the membership check, query
 * validation, the response schema's serialisation, the ETag.
 */
export const CHANGELOG_PAGE = `select "stock_updates"."id", "stock_updates"."location_id", "stock_updates"."item_id", "stock_updates"."user_id", "stock_updates"."previous_quantity", "stock_updates"."new_quantity", "stock_updates"."delta", "stock_updates"."reason", "stock_updates"."note", "stock_updates"."shopping_list_id", "stock_updates"."created_at", "items"."name" as "item_name", "users"."name" as "user_name" from "stock_updates" inner join "items" on ("items"."location_id" = "stock_updates"."location_id" and "items"."id" = "stock_updates"."item_id") left join "users" on "users"."id" = "stock_updates"."user_id" where "stock_updates"."location_id" = $1 order by "stock_updates"."created_at" desc, "stock_updates"."id" desc limit $2`;

/**
 * POST /api/inventory/update/{id} (a count): in one transaction, lock the item, write its
 * changelog row, set its quantity (counts.service.ts, updateQuantity); the answer is the
 * item and the row as written. Not in the baseline: the token check and its user lookup, the
 * item's location and the membership check, the Idempotency-Key look-up and the storing of
 * the answer under it, reading the item and the row back for the answer, the realtime event,
 * the purge of old keys, validation of the headers and body.
 */
export const COUNT = {
  /** $1 location, $2 item. */
  lock: `select "id", "location_id", "name", "category_id", "unit", "unit_content", "unit_content_unit", "quantity", "par_level", "reorder_point", "cost_per_unit", "storage_area", "sku", "barcode", "notes", "allergens", "conversions", "waste_percent", "archived", "version", "created_at", "updated_at" from "items" where ("items"."location_id" = $1 and "items"."id" = $2) for update`,
  /** $1 location, $2 item, $3 user, $4 previous, $5 new, $6 delta, $7 reason, $8 note. */
  insertUpdate: `insert into "stock_updates" ("id", "location_id", "item_id", "user_id", "previous_quantity", "new_quantity", "delta", "reason", "note", "shopping_list_id", "created_at") values (default, $1, $2, $3, $4, $5, $6, $7, $8, default, clock_timestamp()) returning "id", "location_id", "item_id", "user_id", "previous_quantity", "new_quantity", "delta", "reason", "note", "shopping_list_id", "created_at"`,
  /** $1 quantity, $2 updated_at, $3 location, $4 item. */
  updateItem: `update "items" set "quantity" = $1, "version" = "items"."version" + 1, "updated_at" = $2 where ("items"."location_id" = $3 and "items"."id" = $4) returning *`,
};

/**
 * POST /api/auth/login: find the account by email, verify the password (argon2id), start a
 * session, read the user's locations for the answer (auth.service.ts, login and signedIn).
 * Not in the baseline: validation of the body, the per-address and per-account limits, the
 * second read of the user by id, signing the access token, the refresh cookie.
 */
export const LOGIN = {
  /** $1 the email, lower-cased; $2 limit (1). */
  findUser: `select "id", "email", "name", "password_hash", "subscription_status", "stripe_customer_id", "created_at", "updated_at" from "users" where lower("users"."email") = $1 limit $2`,
  /** $1 user, $2 family, $3 token hash, $4 expires at, $5 user agent, $6 address. */
  startSession: `insert into "refresh_sessions" ("id", "user_id", "family_id", "token_hash", "created_at", "expires_at", "used_at", "revoked_at", "user_agent", "ip") values (default, $1, $2, $3, default, $4, default, default, $5, $6)`,
  /** $1 user. */
  locations: `select "locations"."id", "locations"."name", "members"."role" from "members" inner join "locations" on "locations"."id" = "members"."location_id" where "members"."user_id" = $1 order by "locations"."name" asc, "locations"."id" asc`,
};

/**
 * GET /api/vendors/{id}/items: a vendor's whole catalogue (2,000 lines for the seed's first
 * vendor) with each line's inventory item name and previous price (vendor-items.service.ts,
 * listVendorItems). $1 location, $2 vendor. Not in the baseline: the token check and its user
 * lookup, finding the vendor through the caller's membership, mapping the rows to the answer,
 * the response schema's serialisation, the ETag.
 */
export const VENDOR_ITEMS = `select "vendor_items"."id", "vendor_items"."location_id", "vendor_items"."vendor_id", "vendor_items"."inventory_item_id", "vendor_items"."name", "vendor_items"."sku", "vendor_items"."pack_description", "vendor_items"."pack_size", "vendor_items"."price", "vendor_items"."is_preferred", "vendor_items"."created_at", "vendor_items"."updated_at", "items"."name" as "inventory_item_name", (select "price_changes"."old_price" from "price_changes" where "price_changes"."location_id" = "vendor_items"."location_id" and "price_changes"."vendor_item_id" = "vendor_items"."id" order by "price_changes"."created_at" desc, "price_changes"."id" desc limit 1) as "previous_price" from "vendor_items" left join "items" on ("items"."location_id" = "vendor_items"."location_id" and "items"."id" = "vendor_items"."inventory_item_id") where ("vendor_items"."location_id" = $1 and "vendor_items"."vendor_id" = $2) order by lower("vendor_items"."name"), "vendor_items"."id" asc`;
