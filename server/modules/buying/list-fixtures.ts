import type { Db } from '#server/db/client.ts';
import {
  addMember,
  createItem,
  createLocation,
  createShoppingList,
  createShoppingListItem,
  createVendor,
  createVendorItem,
  type TestLocation,
  type TestUser,
} from '#server/test/factories.ts';

/**
 * A bar with an owner, a manager and a staff member, a stranger who owns another location,
 * and a vendor ("Spirits Co …") whose preferred catalogue line of gin is a case of 6 at 90.
 */
export async function buyingWorld(db: Db) {
  const { location, owner } = await createLocation(db, { name: 'The Fox', currency: 'EUR' });
  const manager = await addMember(db, location, 'manager');
  const staff = await addMember(db, location, 'staff');
  const other = await createLocation(db);
  const vendor = await createVendor(db, location);
  const gin = await createItem(db, location, {
    name: 'Gin',
    unit: 'bottle',
    quantity: '2',
    parLevel: '12',
  });
  const ginCase = await createVendorItem(db, location, {
    vendorId: vendor.id,
    inventoryItemId: gin.id,
    name: 'Dry gin 6 × 70 cl',
    sku: 'GIN-6',
    packDescription: '6 × bottle 70 cl',
    packSize: '6',
    price: '90',
    isPreferred: true,
  });
  return {
    location,
    owner,
    manager,
    staff,
    stranger: other.owner,
    other: other.location,
    vendor,
    gin,
    ginCase,
  };
}

/** A draft list of the vendor with `packs` cases of the catalogue line. */
export async function draftWithLine(
  db: Db,
  location: TestLocation,
  line: { vendorId: string; itemId: string; vendorItemId: string; packs: string; price: string },
  createdBy?: TestUser,
) {
  const list = await createShoppingList(db, location, {
    vendorId: line.vendorId,
    ...(createdBy ? { createdBy: createdBy.id } : {}),
  });
  const item = await createShoppingListItem(db, location, {
    shoppingListId: list.id,
    inventoryItemId: line.itemId,
    vendorItemId: line.vendorItemId,
    name: 'Gin',
    unit: 'bottle',
    quantity: line.packs,
    packSize: '6',
    unitPrice: line.price,
  });
  return { list, item };
}

/** The buying world with a draft list of its vendor holding one line: 2.5 cases of gin at 90.10. */
export async function worldWithDraft(db: Db) {
  const base = await buyingWorld(db);
  const { list, item: line } = await draftWithLine(db, base.location, {
    vendorId: base.vendor.id,
    itemId: base.gin.id,
    vendorItemId: base.ginCase.id,
    packs: '2.5',
    price: '90.1',
  });
  return { ...base, list, line };
}
