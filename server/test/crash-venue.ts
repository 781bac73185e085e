// The venue a crash run works on, written straight into the store before the server starts:
// an owner, ITEM_COUNT items each with its first count, and three orders naming every item (two
// received whole, to warm the server up and to time the work; one received when the server is
// killed), each adding 2 to every item.
import type { Db } from '#server/db/client.ts';
import { items, shoppingListItems, stockUpdates } from '#server/db/schema/index.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import {
  createLocation,
  createShoppingList,
  createUser,
  type TestLocation,
} from '#server/test/factories.ts';
import { CRASH_JWT_SECRET } from './crash-server.ts';

export const ITEM_COUNT = 1000;
export const RECIPE_COUNT = 500;
/** Items counted in the burst, apart from the ones the orders name. */
export const COUNTED_ITEM_COUNT = 50;
const START_QUANTITY = '5';

export interface CrashVenue {
  locationId: string;
  token: string;
  /** The items both orders name. */
  itemIds: string[];
  itemNames: string[];
  /** The items the burst of counts changes. */
  countedItemIds: string[];
  /** Received whole first, twice: the first warms the server up, the second is timed. */
  warmUpListId: string;
  rehearsalListId: string;
  /** Received when the server is killed. */
  listId: string;
}

const itemName = (index: number) => `Crash item ${String(index + 1).padStart(4, '0')}`;

async function orderOfEveryItem(db: Db, location: TestLocation, itemIds: string[], name: string) {
  const list = await createShoppingList(db, location, { name, status: 'sent' });
  await db.insert(shoppingListItems).values(
    itemIds.map((itemId, index) => ({
      locationId: location.id,
      shoppingListId: list.id,
      inventoryItemId: itemId,
      name: itemName(index),
      quantity: '2',
      unit: 'bottle',
      packSize: '1',
      sortOrder: index,
    })),
  );
  return list.id;
}

export async function seedCrashVenue(db: Db): Promise<CrashVenue> {
  const owner = await createUser(db, { name: 'Crash Owner' });
  const { location } = await createLocation(db, { owner, name: 'The Crash Bar' });
  const itemNames = Array.from({ length: ITEM_COUNT + COUNTED_ITEM_COUNT }, (_, index) =>
    itemName(index),
  );
  const rows = await db
    .insert(items)
    .values(
      itemNames.map((name) => ({
        locationId: location.id,
        name,
        unit: 'bottle',
        quantity: START_QUANTITY,
      })),
    )
    .returning({ id: items.id });
  const allIds = rows.map((row) => row.id);
  const itemIds = allIds.slice(0, ITEM_COUNT);
  await db.insert(stockUpdates).values(
    allIds.map((itemId) => ({
      locationId: location.id,
      itemId,
      userId: owner.id,
      previousQuantity: '0',
      newQuantity: START_QUANTITY,
      delta: START_QUANTITY,
      reason: 'count' as const,
    })),
  );
  return {
    locationId: location.id,
    token: await signAccessToken(CRASH_JWT_SECRET, { userId: owner.id, email: owner.email }),
    itemIds,
    itemNames: itemNames.slice(0, ITEM_COUNT),
    countedItemIds: allIds.slice(ITEM_COUNT),
    warmUpListId: await orderOfEveryItem(db, location, itemIds, 'Warm-up delivery'),
    rehearsalListId: await orderOfEveryItem(db, location, itemIds, 'Rehearsal delivery'),
    listId: await orderOfEveryItem(db, location, itemIds, 'Crash delivery'),
  };
}

/** A recipe import file: RECIPE_COUNT recipes named `<prefix> N`, one item each. */
export function recipeFile(prefix: string, itemNames: string[]): Blob {
  const lines = ['recipe,ingredient,quantity,unit'];
  for (let index = 0; index < RECIPE_COUNT; index += 1) {
    lines.push(`${prefix} ${index + 1},${itemNames[index % itemNames.length]},1,bottle`);
  }
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}
