/**
 * The world each row of the authorization matrix is called in: a location with one member of
 * each role, objects of it, and the same objects in another location (owned by the stranger).
 */
import type { Db } from '#server/db/client.ts';
import {
  addMember,
  createCategory,
  createInviteCode,
  createItem,
  createLocation,
  createMember,
  createMenuItem,
  createMenuRecipe,
  createMenuStockItem,
  createRecipe,
  createRecipeIngredient,
  createShoppingList,
  createShoppingListItem,
  createStockCount,
  createStockCountLine,
  createVendor,
  createVendorItem,
  type TestLocation,
  type TestUser,
} from '#server/test/factories.ts';

export const actors = ['anonymous', 'stranger', 'staff', 'manager', 'owner'] as const;
export type Actor = (typeof actors)[number];

/** A location with one member of each role, and objects of it and of another location. */
export interface World {
  location: TestLocation;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  /** Ids of the objects a URL names: a staff membership nobody acts as, an invite code. */
  memberId: string;
  codeId: string;
  code: string;
  /** An inventory item and a category of the location. */
  itemId: string;
  itemName: string;
  categoryId: string;
  /** An open spot check of the item. */
  countId: string;
  /** Buying: a vendor with one catalogue line (of the item), a draft list of it with one line. */
  vendorId: string;
  vendorItemId: string;
  listId: string;
  listItemId: string;
  /** Cooking: a recipe with one line (of the item), on a menu item through one menu recipe. */
  recipeId: string;
  ingredientId: string;
  menuItemId: string;
  menuRecipeId: string;
  /** A stock item (the item) the menu item uses directly. */
  menuStockItemId: string;
  foreign: {
    memberId: string;
    codeId: string;
    itemId: string;
    categoryId: string;
    countId: string;
    vendorId: string;
    vendorItemId: string;
    listId: string;
    listItemId: string;
    recipeId: string;
    ingredientId: string;
    menuItemId: string;
    menuRecipeId: string;
    menuStockItemId: string;
  };
}

/** A vendor with a line of the item, and a draft list of that vendor with one line of it. */
async function createBuying(db: Db, location: TestLocation, itemId: string) {
  const vendor = await createVendor(db, location);
  const vendorItem = await createVendorItem(db, location, {
    vendorId: vendor.id,
    inventoryItemId: itemId,
    isPreferred: true,
  });
  const list = await createShoppingList(db, location, { vendorId: vendor.id });
  const listItem = await createShoppingListItem(db, location, {
    shoppingListId: list.id,
    inventoryItemId: itemId,
    vendorItemId: vendorItem.id,
    packSize: vendorItem.packSize,
    unitPrice: vendorItem.price,
  });
  return {
    vendorId: vendor.id,
    vendorItemId: vendorItem.id,
    listId: list.id,
    listItemId: listItem.id,
  };
}

/** A recipe with a line of the item, and a menu item made of it. */
async function createCooking(db: Db, location: TestLocation, itemId: string) {
  const recipe = await createRecipe(db, location);
  const ingredient = await createRecipeIngredient(db, location, {
    recipeId: recipe.id,
    inventoryItemId: itemId,
    quantity: '1',
    unit: 'bottle',
  });
  const menuItem = await createMenuItem(db, location);
  const menuRecipe = await createMenuRecipe(db, location, {
    menuItemId: menuItem.id,
    recipeId: recipe.id,
  });
  const menuStockItem = await createMenuStockItem(db, location, {
    menuItemId: menuItem.id,
    itemId,
  });
  return {
    recipeId: recipe.id,
    ingredientId: ingredient.id,
    menuItemId: menuItem.id,
    menuRecipeId: menuRecipe.id,
    menuStockItemId: menuStockItem.id,
  };
}

/** An open spot check of one item. */
async function createSpotCheck(db: Db, location: TestLocation, itemId: string) {
  const count = await createStockCount(db, location, { scope: 'spot' });
  await createStockCountLine(db, location, { countId: count.id, itemId });
  return count.id;
}

export async function createWorld(db: Db): Promise<World> {
  const { location, owner } = await createLocation(db);
  const manager = await addMember(db, location, 'manager');
  const staff = await addMember(db, location, 'staff');
  const target = await createMember(db, location, { role: 'staff' });
  // Redeemed by every kind of caller in turn.
  const invite = await createInviteCode(db, location, { maxUses: 1000 });
  // The stranger owns another location, where the foreign objects live.
  const other = await createLocation(db);
  const otherStaff = await createMember(db, other.location, { role: 'staff' });
  const otherInvite = await createInviteCode(db, other.location, { maxUses: 1000 });
  const item = await createItem(db, location, { quantity: '2' });
  const category = await createCategory(db, location);
  const otherItem = await createItem(db, other.location);
  const otherCategory = await createCategory(db, other.location);
  const buying = await createBuying(db, location, item.id);
  const otherBuying = await createBuying(db, other.location, otherItem.id);
  const cooking = await createCooking(db, location, item.id);
  const otherCooking = await createCooking(db, other.location, otherItem.id);
  return {
    location,
    users: { stranger: other.owner, staff, manager, owner },
    memberId: target.id,
    codeId: invite.id,
    code: invite.code,
    itemId: item.id,
    itemName: item.name,
    categoryId: category.id,
    countId: await createSpotCheck(db, location, item.id),
    ...buying,
    ...cooking,
    foreign: {
      memberId: otherStaff.id,
      codeId: otherInvite.id,
      itemId: otherItem.id,
      categoryId: otherCategory.id,
      countId: await createSpotCheck(db, other.location, otherItem.id),
      ...otherBuying,
      ...otherCooking,
    },
  };
}
