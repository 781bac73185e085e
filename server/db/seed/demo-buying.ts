// The demo's vendors, their catalogues, and two orders: one received, one still a draft.

import { Decimal } from 'decimal.js';
import {
  priceChanges,
  shoppingListItems,
  shoppingLists,
  vendorItems,
  vendors,
} from '../schema/index.ts';
import {
  demoExtraVendorItems,
  demoPriceRises,
  demoVendors,
  type ItemDefaults,
  type VendorKey,
} from './demo-data.ts';
import { byName, dec, idOf, must, type Seeding, type StockRow } from './demo-stock.ts';
import type { PlannedList, WeekPlan } from './demo-week.ts';

function packDescription({ pack, unit, content, contentUnit }: ItemDefaults): string {
  const size = content === undefined ? unit : `${unit} ${content} ${contentUnit ?? ''}`.trim();
  return pack === 1 ? `1 ${size}` : `${pack} × ${size}`;
}

export interface Catalogue {
  vendorId(key: VendorKey): string;
  count: { vendors: number; vendorItems: number };
  /** Each inventory item's preferred vendor item, by inventory item id. */
  preferred: Map<string, { id: string; price: string; packSize: string }>;
}

/** Vendors and catalogues: every item has exactly one preferred line, at cost × pack size. */
export async function insertCatalogue(
  { tx, locationId, setUpAt }: Seeding,
  stock: StockRow[],
  itemIds: Map<string, string>,
): Promise<Catalogue> {
  const stamps = { locationId, createdAt: setUpAt, updatedAt: setUpAt };
  const vendorKeys = Object.keys(demoVendors) as VendorKey[];
  const vendorIds = byName(
    await tx
      .insert(vendors)
      .values(
        vendorKeys.map((key) => {
          const { skuPrefix: _prefix, ...vendor } = demoVendors[key];
          return { ...vendor, ...stamps };
        }),
      )
      .returning({ id: vendors.id, name: vendors.name }),
  );
  const vendorId = (key: VendorKey) => idOf(vendorIds, demoVendors[key].name);
  const sku = (key: VendorKey, n: number) => `${demoVendors[key].skuPrefix}-${10_000 + n * 37}`;

  const preferred = stock.map(({ name, spec, cost }, i) => ({
    ...stamps,
    vendorId: vendorId(spec.vendor),
    inventoryItemId: idOf(itemIds, name),
    name,
    sku: sku(spec.vendor, i),
    packDescription: packDescription(spec),
    packSize: dec(spec.pack),
    price: dec(cost.mul(spec.pack)),
    isPreferred: true,
  }));
  // Second sources (dearer) and lines not yet matched to an item.
  const others = demoExtraVendorItems.map((extra, n) => {
    const source = stock.find((row) => row.name === extra.item);
    const price = source
      ? source.cost
          .mul(extra.packSize)
          .mul(extra.markup ?? 1)
          .toDecimalPlaces(2)
      : new Decimal(extra.price ?? 0);
    return {
      ...stamps,
      vendorId: vendorId(extra.vendor),
      inventoryItemId: extra.item === undefined ? null : idOf(itemIds, extra.item),
      name: extra.name,
      sku: sku(extra.vendor, 500 + n),
      packDescription: extra.packDescription,
      packSize: dec(extra.packSize),
      price: dec(price),
      isPreferred: false,
    };
  });
  const inserted = await tx
    .insert(vendorItems)
    .values([...preferred, ...others])
    .returning({
      id: vendorItems.id,
      itemId: vendorItems.inventoryItemId,
      isPreferred: vendorItems.isPreferred,
    });
  const preferredIds = new Map(
    inserted.filter((row) => row.isPreferred).map((row) => [row.itemId, row.id]),
  );
  return {
    vendorId,
    count: { vendors: vendorKeys.length, vendorItems: inserted.length },
    preferred: new Map(
      preferred.map(({ inventoryItemId, price, packSize }) => [
        inventoryItemId,
        { id: must(preferredIds.get(inventoryItemId), 'preferred vendor item'), price, packSize },
      ]),
    ),
  };
}

/** The spirits order received during the week and the beer order drafted at its end. */
export async function insertLists(
  { tx, locationId }: Seeding,
  stock: StockRow[],
  week: WeekPlan,
  itemIds: Map<string, string>,
  catalogue: Catalogue,
  createdBy: string,
): Promise<{ receivedListId: string; count: number }> {
  const insertList = async (
    list: PlannedList,
    fields: Omit<typeof shoppingLists.$inferInsert, 'locationId'>,
    received: boolean,
  ) => {
    const [row] = await tx
      .insert(shoppingLists)
      .values({
        ...fields,
        locationId,
        vendorId: catalogue.vendorId(list.vendor),
        createdBy,
        createdAt: list.createdAt,
      })
      .returning({ id: shoppingLists.id });
    const shoppingListId = must(row, 'shopping list').id;
    const lines = list.lines.map(({ item, packs }, sortOrder) => {
      const { name, spec } = must(stock[item], `item ${item}`);
      const inventoryItemId = idOf(itemIds, name);
      const vendorItem = must(catalogue.preferred.get(inventoryItemId), `vendor item of ${name}`);
      return {
        locationId,
        shoppingListId,
        inventoryItemId,
        vendorItemId: vendorItem.id,
        name,
        quantity: dec(packs),
        unit: spec.pack === 1 ? spec.unit : 'case',
        packSize: vendorItem.packSize,
        unitPrice: vendorItem.price,
        completed: received,
        receivedQuantity: received ? dec(packs) : null,
        sortOrder,
        createdAt: list.createdAt,
        updatedAt: fields.updatedAt ?? list.createdAt,
      };
    });
    if (lines.length > 0) await tx.insert(shoppingListItems).values(lines);
    return shoppingListId;
  };

  const { receivedList, draftList } = week;
  const receivedListId = await insertList(
    receivedList,
    {
      name: 'Spirits order',
      status: 'received',
      notes: 'Weekly top-up to par.',
      sentAt: receivedList.sentAt,
      sentTo: demoVendors[receivedList.vendor].email,
      receivedAt: receivedList.receivedAt,
      updatedAt: receivedList.receivedAt,
    },
    true,
  );
  const draft = { name: 'Beer & mixers', status: 'draft', updatedAt: draftList.createdAt } as const;
  await insertList(draftList, draft, false);
  return { receivedListId, count: 2 };
}

const DAY_MS = 86_400_000;

/** The price rises of the weeks before `now` on the items' preferred lines, as price changes. */
export async function insertPriceRises(
  { tx, locationId }: Seeding,
  itemIds: Map<string, string>,
  catalogue: Catalogue,
  changedBy: string,
  now: Date,
): Promise<void> {
  await tx.insert(priceChanges).values(
    demoPriceRises.map(({ item, oldPrice, daysAgo, source }) => {
      const line = must(catalogue.preferred.get(idOf(itemIds, item)), `vendor item of ${item}`);
      return {
        locationId,
        vendorItemId: line.id,
        oldPrice: dec(oldPrice),
        newPrice: line.price,
        source,
        userId: changedBy,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      };
    }),
  );
}
