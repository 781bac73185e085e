import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createVendorBody, updateVendorBody, Vendor, VendorStats } from '#contract/vendors.ts';
import { shoppingListItems, shoppingLists, vendorItems, vendors } from '#server/db/schema/index.ts';
import { conflict } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/database-error.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNullableNumeric, toNumber } from '#server/lib/money.ts';
import { namesAChange } from '#server/lib/changes.ts';
import {
  assertVendorNameFree,
  locateVendor,
  toVendor,
  vendorItemCount,
  vendorNameTaken,
} from './vendor-rows.ts';

type CreateVendorFields = z.output<typeof createVendorBody>;
type UpdateVendorFields = z.output<typeof updateVendorBody>;

const NAME_KEY = 'vendors_location_id_name_key';

/** The vendors of a location, by name, each with its number of catalogue lines. */
export async function listVendors(
  ctx: Context,
  { locationId }: { locationId: string },
): Promise<Vendor[]> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const rows = await ctx.db
    .select({ vendor: vendors, itemCount: vendorItemCount })
    .from(vendors)
    .where(eq(vendors.locationId, locationId))
    .orderBy(sql`lower(${vendors.name})`, asc(vendors.id));
  return rows.map((row) => toVendor(row.vendor, row.itemCount));
}

async function loadVendor(ctx: Context, locationId: string, id: string): Promise<Vendor> {
  const [row] = await ctx.db
    .select({ vendor: vendors, itemCount: vendorItemCount })
    .from(vendors)
    .where(and(eq(vendors.locationId, locationId), eq(vendors.id, id)));
  if (!row) throw new Error('vendor vanished');
  return toVendor(row.vendor, row.itemCount);
}

/** One vendor of a location the caller belongs to. */
export async function getVendor(ctx: Context, { vendorId }: { vendorId: string }): Promise<Vendor> {
  const vendor = await locateVendor(ctx.db, ctx.user.id, vendorId, 'location.view');
  return loadVendor(ctx, vendor.locationId, vendor.id);
}

/** The vendor columns a create or an update sets (undefined leaves a column as it is). */
function vendorValues(body: UpdateVendorFields) {
  return {
    name: body.name,
    contactName: body.contact_name,
    email: body.email,
    phone: body.phone,
    address: body.address,
    website: body.website,
    notes: body.notes,
    leadTimeDays: body.lead_time_days,
    minimumOrder: toNullableNumeric(body.minimum_order),
    deliveryDays: body.delivery_days,
  };
}

/** Adds a vendor; its name must be free in the location (case-insensitively). */
export async function createVendor(ctx: Context, body: CreateVendorFields): Promise<Vendor> {
  const locationId = body.location_id;
  try {
    return await ctx.db.transaction(async (tx) => {
      await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
      await assertVendorNameFree(tx, locationId, body.name);
      const [created] = await tx
        .insert(vendors)
        .values({ ...vendorValues(body), name: body.name, locationId })
        .returning({ id: vendors.id });
      if (!created) throw new Error('vendor not created');
      return loadVendor({ ...ctx, db: tx }, locationId, created.id);
    });
  } catch (error) {
    // Two people adding the same name at once: the unique index settles it.
    if (isUniqueViolation(error, NAME_KEY)) throw vendorNameTaken(body.name);
    throw error;
  }
}

/** Edits a vendor's fields. */
export async function updateVendor(
  ctx: Context,
  { vendorId, changes }: { vendorId: string; changes: UpdateVendorFields },
): Promise<Vendor> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const vendor = await locateVendor(tx, ctx.user.id, vendorId, 'catalog.edit');
      if (!namesAChange(changes))
        return loadVendor({ ...ctx, db: tx }, vendor.locationId, vendor.id);
      if (changes.name !== undefined) {
        await assertVendorNameFree(tx, vendor.locationId, changes.name, vendor.id);
      }
      await tx
        .update(vendors)
        .set(vendorValues(changes))
        .where(and(eq(vendors.locationId, vendor.locationId), eq(vendors.id, vendor.id)));
      return loadVendor({ ...ctx, db: tx }, vendor.locationId, vendor.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw vendorNameTaken(changes.name ?? '');
    throw error;
  }
}

/**
 * Deletes a vendor and its catalogue (with the lines' price history). Refused (409) while a
 * shopping list names the vendor or one of its lines: lists are the record of what was ordered.
 */
export async function deleteVendor(ctx: Context, { vendorId }: { vendorId: string }) {
  await ctx.db.transaction(async (tx) => {
    const vendor = await locateVendor(tx, ctx.user.id, vendorId, 'catalog.edit');
    const [list] = await tx
      .select({ id: shoppingLists.id })
      .from(shoppingLists)
      .where(
        and(eq(shoppingLists.locationId, vendor.locationId), eq(shoppingLists.vendorId, vendor.id)),
      )
      .limit(1);
    if (list) {
      throw conflict(
        `${vendor.name} has shopping lists, so it cannot be deleted. Its lists keep the record of what was ordered.`,
      );
    }
    const [listed] = await tx
      .select({ id: shoppingListItems.id })
      .from(shoppingListItems)
      .where(
        and(
          eq(shoppingListItems.locationId, vendor.locationId),
          inArray(
            shoppingListItems.vendorItemId,
            tx
              .select({ id: vendorItems.id })
              .from(vendorItems)
              .where(
                and(
                  eq(vendorItems.locationId, vendor.locationId),
                  eq(vendorItems.vendorId, vendor.id),
                ),
              ),
          ),
        ),
      )
      .limit(1);
    if (listed) {
      throw conflict(
        `Lines of ${vendor.name}'s catalogue are on shopping lists, so it cannot be deleted.`,
      );
    }
    await tx
      .delete(vendors)
      .where(and(eq(vendors.locationId, vendor.locationId), eq(vendors.id, vendor.id)));
  });
}

/** What the vendor's catalogue holds and what was ordered from it. */
export async function getVendorStats(
  ctx: Context,
  { vendorId }: { vendorId: string },
): Promise<VendorStats> {
  const vendor = await locateVendor(ctx.db, ctx.user.id, vendorId, 'location.view');
  const { locationId } = vendor;
  const [catalogue] = await ctx.db
    .select({
      items: sql<number>`count(*)::int`.mapWith(Number),
      preferred: sql<number>`(count(*) filter (where ${vendorItems.isPreferred}))::int`.mapWith(
        Number,
      ),
    })
    .from(vendorItems)
    .where(and(eq(vendorItems.locationId, locationId), eq(vendorItems.vendorId, vendor.id)));
  const [orders] = await ctx.db
    .select({
      orders:
        sql<number>`(count(*) filter (where ${shoppingLists.status} in ('sent', 'received')))::int`.mapWith(
          Number,
        ),
      open: sql<number>`(count(*) filter (where ${shoppingLists.status} in ('draft', 'sent')))::int`.mapWith(
        Number,
      ),
      lastOrderAt: sql<string | null>`to_char(
        (max(coalesce(${shoppingLists.sentAt}, ${shoppingLists.receivedAt}))
          filter (where ${shoppingLists.status} in ('sent', 'received'))) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.vendorId, vendor.id)));
  // numeric × numeric is exact in PostgreSQL; the sum arrives as a string.
  const [spend] = await ctx.db
    .select({
      total: sql<string | null>`sum(
        coalesce(${shoppingListItems.receivedQuantity}, ${shoppingListItems.quantity})
        * coalesce(${shoppingListItems.invoicePrice}, ${shoppingListItems.unitPrice})
      )::text`,
    })
    .from(shoppingListItems)
    .innerJoin(
      shoppingLists,
      and(
        eq(shoppingLists.locationId, shoppingListItems.locationId),
        eq(shoppingLists.id, shoppingListItems.shoppingListId),
      ),
    )
    .where(
      and(
        eq(shoppingListItems.locationId, locationId),
        eq(shoppingLists.vendorId, vendor.id),
        eq(shoppingLists.status, 'received'),
      ),
    );
  return {
    item_count: catalogue?.items ?? 0,
    preferred_item_count: catalogue?.preferred ?? 0,
    order_count: orders?.orders ?? 0,
    open_order_count: orders?.open ?? 0,
    total_spend: toNumber(spend?.total ?? '0'),
    last_order_at: orders?.lastOrderAt ?? null,
  };
}
