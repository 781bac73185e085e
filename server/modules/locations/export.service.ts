import { eq } from 'drizzle-orm';
import {
  type exportedLocation,
  LOCATION_EXPORT_FORMAT,
  LOCATION_EXPORT_VERSION,
} from '#contract/location-export.ts';
import { locations } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { jsonDocument } from '#server/lib/json-stream.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNumber } from '#server/lib/money.ts';
import { salesLinePages, salesMappingPages, stockCountPages } from './export-count-rows.ts';
import { memberPages, menuPages, recipePages, shoppingListPages } from './export-nested-rows.ts';
import {
  categoryPages,
  type Exported,
  itemPages,
  priceHistoryPages,
  stockHistoryPages,
  vendorItemPages,
  vendorPages,
} from './export-rows.ts';

/** A location's data as a file: its name, and its JSON text a page at a time. */
export interface LocationFile {
  fileName: string;
  text: AsyncIterable<string>;
}

/** The file's name: the venue's name in safe characters, and the day. */
function fileNameFor(name: string, now: Date): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'location';
  return `${slug}-${now.toISOString().slice(0, 10)}.barback.json`;
}

/**
 * Everything in a location as one file (owner only, the people who may delete it): read a
 * page at a time while it is sent, never whole in memory (decision 031).
 */
export async function exportLocation(
  ctx: Context,
  input: { locationId: string },
): Promise<LocationFile> {
  const { locationId } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.export');
  const [row] = await ctx.db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
  if (!row) throw new Error(`Location ${locationId} vanished`);
  const now = ctx.now();
  const location: Exported<typeof exportedLocation> = {
    name: row.name,
    currency: row.currency,
    timezone: row.timezone,
    address: row.address,
    phone: row.phone,
    email: row.email,
    target_food_cost_percent: toNumber(row.targetFoodCostPercent),
    created_at: row.createdAt.toISOString(),
  };
  const { db } = ctx;
  return {
    fileName: fileNameFor(row.name, now),
    text: jsonDocument(
      {
        format: LOCATION_EXPORT_FORMAT,
        version: LOCATION_EXPORT_VERSION,
        exported_at: now.toISOString(),
        location,
      },
      {
        categories: () => categoryPages(db, locationId),
        items: () => itemPages(db, locationId),
        stock_history: () => stockHistoryPages(db, locationId),
        vendors: () => vendorPages(db, locationId),
        vendor_items: () => vendorItemPages(db, locationId),
        price_history: () => priceHistoryPages(db, locationId),
        shopping_lists: () => shoppingListPages(db, locationId),
        recipes: () => recipePages(db, locationId),
        menu: () => menuPages(db, locationId),
        members: () => memberPages(db, locationId),
        stock_counts: () => stockCountPages(db, locationId),
        sales_lines: () => salesLinePages(db, locationId),
        sales_mappings: () => salesMappingPages(db, locationId),
      },
    ),
  };
}
