import type { LocationExport } from '#contract/location-export.ts';
import type { Db } from '#server/db/client.ts';
import {
  addMember,
  createCategory,
  createInviteCode,
  createItem,
  createLocation,
  createMenuItem,
  createMenuRecipe,
  createPriceChange,
  createRecipe,
  createRecipeIngredient,
  createMenuStockItem,
  createSalesLine,
  createSalesMapping,
  createStockCount,
  createStockCountLine,
  createShoppingList,
  createShoppingListItem,
  createStockUpdate,
  createVendor,
  createVendorItem,
} from './factories.ts';

// A venue with one of everything a location's file holds, and the file compared without what
// an import changes on purpose (ids, who made each change, the members, the export's time).

const at = (iso: string) => new Date(iso);

/** A location with an owner, a manager, and a row of every kind, linked as the venue links them. */
export async function createFullVenue(db: Db) {
  const { location, owner } = await createLocation(db, {
    name: 'Café Øst & Bar',
    currency: 'EUR',
    phone: '+33 1 23 45 67 89',
    email: 'bar@cafe-ost.example',
  });
  const manager = await addMember(db, location, 'manager');
  const invite = await createInviteCode(db, location);
  const spirits = await createCategory(db, location, { name: 'Spirits', sortOrder: 2 });
  await createCategory(db, location, { name: 'Empty shelf', sortOrder: 1 });
  const gin = await createItem(db, location, {
    name: 'Dry gin',
    categoryId: spirits.id,
    quantity: '12.3456',
    parLevel: '20',
    costPerUnit: '18.75',
    unitContent: '0.7',
    unitContentUnit: 'l',
    allergens: { sulphites: 'may_contain' },
    conversions: [{ quantity: 1, unit: 'case', equals: 6, equals_unit: 'bottle' }],
    fullWeightG: '1200',
    emptyWeightG: '450.5',
    notes: 'Top shelf',
    createdAt: at('2026-01-02T10:00:00.000Z'),
    updatedAt: at('2026-01-03T10:00:00.000Z'),
  });
  const lime = await createItem(db, location, { name: 'Lime', unit: 'each', archived: true });
  const vendor = await createVendor(db, location, {
    name: 'Spirits Co',
    minimumOrder: '150.5',
    deliveryDays: [2, 4],
  });
  const line = await createVendorItem(db, location, {
    vendorId: vendor.id,
    inventoryItemId: gin.id,
    isPreferred: true,
    price: '96.1234',
  });
  const order = await createShoppingList(db, location, {
    vendorId: vendor.id,
    status: 'received',
    sentAt: at('2026-02-01T09:00:00.000Z'),
    sentTo: 'orders@vendor.example',
    sentBy: owner.id,
    receivedAt: at('2026-02-03T09:00:00.000Z'),
    receivedBy: manager.id,
    createdBy: owner.id,
  });
  await createShoppingListItem(db, location, {
    shoppingListId: order.id,
    inventoryItemId: gin.id,
    vendorItemId: line.id,
    packSize: '6',
    unitPrice: '96.1234',
    receivedQuantity: '2',
    invoicePrice: '97',
    completed: true,
  });
  await createShoppingListItem(db, location, { shoppingListId: order.id, name: 'Napkins' });
  await createPriceChange(db, location, {
    vendorItemId: line.id,
    oldPrice: '90',
    newPrice: '96.1234',
    source: 'receive',
    userId: manager.id,
    shoppingListId: order.id,
  });
  await createStockUpdate(db, location, {
    itemId: gin.id,
    previousQuantity: '0.3456',
    newQuantity: '12.3456',
    reason: 'receive',
    userId: manager.id,
    shoppingListId: order.id,
    note: 'Delivery',
  });
  await createStockUpdate(db, location, { itemId: lime.id, reason: 'count', userId: owner.id });
  const syrup = await createRecipe(db, location, { name: 'Simple syrup', portions: '10' });
  await createRecipeIngredient(db, location, { recipeId: syrup.id, inventoryItemId: lime.id });
  const fizz = await createRecipe(db, location, { name: 'Gin fizz', yieldQuantity: '0.2' });
  await createRecipeIngredient(db, location, {
    recipeId: fizz.id,
    inventoryItemId: gin.id,
    wastePercent: '2.5',
  });
  await createRecipeIngredient(db, location, {
    recipeId: fizz.id,
    subRecipeId: syrup.id,
    unit: 'portion',
    quantity: '1',
    sortOrder: 1,
  });
  const menu = await createMenuItem(db, location, { name: 'Gin fizz', price: '11.5' });
  await createMenuRecipe(db, location, { menuItemId: menu.id, recipeId: fizz.id, quantity: '2' });
  const tonic = await createMenuItem(db, location, { name: 'Bottle of tonic', price: '4' });
  await createMenuStockItem(db, location, {
    menuItemId: tonic.id,
    itemId: lime.id,
    quantity: '0.5',
    unit: 'each',
  });
  // Counts as records: a closed full count of both items, an open spot check of one.
  const closed = await createStockCount(db, location, {
    name: 'Month end',
    status: 'closed',
    openedBy: manager.id,
    closedBy: owner.id,
    closedAt: at('2026-02-28T22:00:00.000Z'),
    totalValue: '231.4800',
    createdAt: at('2026-02-28T20:00:00.000Z'),
  });
  await createStockCountLine(db, location, {
    countId: closed.id,
    itemId: gin.id,
    quantity: '12.3456',
    costPerUnit: '18.75',
    counted: true,
  });
  await createStockCountLine(db, location, { countId: closed.id, itemId: lime.id, counted: false });
  const spot = await createStockCount(db, location, { name: 'Gin check', scope: 'spot' });
  await createStockCountLine(db, location, { countId: spot.id, itemId: gin.id });
  await createStockUpdate(db, location, {
    itemId: gin.id,
    reason: 'count',
    countId: closed.id,
    userId: manager.id,
  });
  await createStockUpdate(db, location, {
    itemId: gin.id,
    previousQuantity: '12.3456',
    newQuantity: '11.3456',
    reason: 'waste',
    cause: 'breakage',
    userId: manager.id,
  });
  // Sales: a line of a POS export attributed to the menu, a refund, a name mapped to nothing.
  await createSalesLine(db, location, {
    posName: 'GIN FIZZ',
    posKey: 'gin fizz',
    posCode: 'GF1',
    menuItemId: menu.id,
    quantity: '3',
    netSales: '34.5',
    source: 'square',
    dedupeKey: 'square:2026-03-01:GF1',
    soldAt: at('2026-03-01T21:00:00.000Z'),
    periodStart: at('2026-03-01T12:00:00.000Z'),
    createdBy: owner.id,
  });
  await createSalesLine(db, location, {
    posName: 'Gin fizz',
    posKey: 'gin fizz',
    menuItemId: menu.id,
    quantity: '-1',
    netSales: '-11.5',
    soldAt: at('2026-03-02T21:00:00.000Z'),
  });
  await createSalesMapping(db, location, { posName: 'GIN FIZZ', menuItemId: menu.id });
  await createSalesMapping(db, location, { posName: 'Gift card', updatedBy: manager.id });
  return { location, owner, manager, gin, invite };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Fields an import sets on purpose: who made a change is a name it keeps no account for. */
const PEOPLE = new Set([
  'by',
  'sent_by',
  'received_by',
  'created_by',
  'opened_by',
  'closed_by',
  'updated_by',
]);

/**
 * The file as it should survive a round trip: each id replaced by its position among the ids
 * in the file (references follow their rows), without the export's time, the location's
 * creation, the people and the members.
 */
export function comparable(file: LocationExport): Json {
  const order = new Map<string, number>();
  const number = (id: string) => {
    if (!order.has(id)) order.set(id, order.size);
    return `#${order.get(id)}`;
  };
  const walk = (value: unknown): Json => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'string') return UUID.test(value) ? number(value) : value;
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !PEOPLE.has(key))
          .map(([key, inner]) => [key, walk(inner)]),
      );
    }
    return value as Json;
  };
  const { exported_at: _time, members: _members, location, ...rest } = file;
  const { created_at: _created, ...settings } = location;
  return walk({ settings, ...rest });
}
