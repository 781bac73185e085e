import type { Db } from '../db/client.ts';
import {
  priceChanges,
  shoppingListItems,
  shoppingLists,
  vendorItems,
  vendors,
} from '../db/schema/index.ts';
import { type Fields, insertOne, type TestLocation, unique } from './factory-rows.ts';

// Buying's rows: vendors, their catalogue lines and prices, shopping lists and their lines.

/** A vendor of a location. */
export function createVendor(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof vendors> = {},
): Promise<typeof vendors.$inferSelect> {
  const tag = unique();
  return insertOne(db, vendors, {
    name: `Spirits Co ${tag}`,
    email: `orders-${tag}@vendor.example`,
    leadTimeDays: 2,
    ...fields,
    locationId: location.id,
  });
}

/** A line of a vendor's catalogue (a new vendor unless `vendorId` is given): a case of 6. */
export async function createVendorItem(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof vendorItems> = {},
): Promise<typeof vendorItems.$inferSelect> {
  return insertOne(db, vendorItems, {
    name: 'Dry gin 6 × 70 cl',
    packDescription: '6 × bottle 70 cl',
    packSize: '6',
    price: '90',
    ...fields,
    vendorId: fields.vendorId ?? (await createVendor(db, location)).id,
    locationId: location.id,
  });
}

/** A change of a catalogue line's price (a new line unless `vendorItemId` is given): 90 → 96, by hand. */
export async function createPriceChange(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof priceChanges> = {},
): Promise<typeof priceChanges.$inferSelect> {
  return insertOne(db, priceChanges, {
    oldPrice: '90',
    newPrice: '96',
    source: 'manual',
    ...fields,
    vendorItemId: fields.vendorItemId ?? (await createVendorItem(db, location)).id,
    locationId: location.id,
  });
}

/** A draft shopping list of a location, for no vendor in particular unless given. */
export function createShoppingList(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof shoppingLists> = {},
): Promise<typeof shoppingLists.$inferSelect> {
  return insertOne(db, shoppingLists, {
    name: `Order ${unique()}`,
    ...fields,
    locationId: location.id,
  });
}

/** A line of a shopping list (a new draft unless `shoppingListId` is given). */
export async function createShoppingListItem(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof shoppingListItems> = {},
): Promise<typeof shoppingListItems.$inferSelect> {
  return insertOne(db, shoppingListItems, {
    name: 'Dry gin',
    quantity: '2',
    unit: 'bottle',
    ...fields,
    shoppingListId: fields.shoppingListId ?? (await createShoppingList(db, location)).id,
    locationId: location.id,
  });
}
