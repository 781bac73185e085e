import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { menuItems, salesMappings } from '#server/db/schema/index.ts';
import { posKeyOf } from './pos-key.ts';

// Which menu item a POS name is (docs/domain.md#sales): its mapping, else a menu item of the
// same name (case and spacing aside), else its POS code as a mapping's name; else unmapped.
// Menu items carry no POS code of their own: a code is matched only against mappings.

/** What a POS name was attributed to. */
export interface Attribution {
  menuItemId: string | null;
  menuItemName: string | null;
  /** A mapping says the name is not a menu item (a gift card). */
  ignored: boolean;
}

export type Attribute = (posKey: string, posCode: string | null) => Attribution;

const UNMAPPED: Attribution = { menuItemId: null, menuItemName: null, ignored: false };

/** The location's mappings and menu item names, read once, as a function of a line. */
export async function loadAttribution(db: Db, locationId: string): Promise<Attribute> {
  const [mappingRows, itemRows] = await Promise.all([
    db
      .select({ posKey: salesMappings.posKey, menuItemId: salesMappings.menuItemId })
      .from(salesMappings)
      .where(eq(salesMappings.locationId, locationId)),
    db
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(eq(menuItems.locationId, locationId)),
  ]);
  const nameOf = new Map(itemRows.map((item) => [item.id, item.name]));
  const byName = new Map(itemRows.map((item) => [posKeyOf(item.name), item]));
  const mapped = new Map(mappingRows.map((mapping) => [mapping.posKey, mapping.menuItemId]));
  const fromMapping = (key: string): Attribution | undefined => {
    if (!mapped.has(key)) return undefined;
    const menuItemId = mapped.get(key) ?? null;
    if (menuItemId === null) return { menuItemId: null, menuItemName: null, ignored: true };
    return { menuItemId, menuItemName: nameOf.get(menuItemId) ?? null, ignored: false };
  };
  return (posKey, posCode) => {
    const mapping = fromMapping(posKey);
    if (mapping) return mapping;
    const item = byName.get(posKey);
    if (item) return { menuItemId: item.id, menuItemName: item.name, ignored: false };
    if (posCode) return fromMapping(posKeyOf(posCode)) ?? UNMAPPED;
    return UNMAPPED;
  };
}
