import Decimal from 'decimal.js';
import type { AssistantToolName } from '#contract/assistant-results.ts';
import type { Item } from '#contract/inventory.ts';
import type { MenuItem } from '#contract/menu.ts';
import type { PriceIncrease } from '#contract/prices.ts';
import type { List } from '#contract/shopping-lists.ts';
import type { StockUpdate } from '#contract/stock-updates.ts';
import type { Vendor, VendorItem } from '#contract/vendors.ts';
import type { App } from '#server/app.ts';
import { as } from '#server/test/request.ts';

/**
 * The built-in assistant's question table (builtin.test.ts) over the demo venue: the venue
 * and what the API says about it, and the facts each answer is checked against.
 */

export interface Person {
  id: string;
  email: string;
}

export /** What the API says about the venue: the answers are checked against it. */
interface Facts {
  items: Item[];
  item(name: string): Item;
  vendors: Vendor[];
  vendor(prefix: string): Vendor;
  vendorItems: Map<string, VendorItem[]>;
  menu: MenuItem[];
  increases: PriceIncrease[];
  openLists: List[];
  changes(query: string): Promise<StockUpdate[]>;
}

/** The demo venue the questions are asked in, filled in by the test before they are. */
export const demo = {} as {
  app: App;
  locationId: string;
  owner: Person;
  manager: Person;
  staff: Person;
  facts: Facts;
};

/** Money as the answers word it: to the cent. */
export const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
export const qty = (value: number | null) =>
  value === null ? 'none' : new Decimal(value).toString();

export interface Row {
  question: string;
  /** The lookup that must answer it. */
  tool: AssistantToolName | null;
  must: () => string[] | Promise<string[]>;
  mustNot?: () => string[];
  as?: () => Person;
}

/** The demo's count units named for many, as the answers do ("3.5 bottles"); kg, jar as typed. */
const MANY: Record<string, string> = { bottle: 'bottles', can: 'cans', keg: 'kegs' };
const unitFor = (unit: string, count: number) => (count === 1 ? unit : (MANY[unit] ?? unit));

export const itemFacts = (name: string) => () => {
  const item = demo.facts.item(name);
  return [item.name, `${qty(item.quantity)} ${unitFor(item.unit, item.quantity)} on hand`];
};
export const belowPar = () => {
  const below = demo.facts.items.filter((item) => item.below_par);
  return [`${below.length} items are below par`];
};
export const belowParIn = (category: string) => () => {
  const below = demo.facts.items.filter((item) => item.below_par && item.category === category);
  // Furthest below par (as a share of par) is named first.
  const [first] = [...below].sort(
    (a, b) => a.quantity / (a.par_level ?? 1) - b.quantity / (b.par_level ?? 1),
  );
  return [`${below.length} items are below par in ${category}`, ...(first ? [first.name] : [])];
};
export const stockValue = () => {
  const total = demo.facts.items.reduce(
    (sum, item) =>
      item.cost_per_unit === null
        ? sum
        : sum.plus(new Decimal(item.quantity).times(item.cost_per_unit)),
    new Decimal(0),
  );
  return [usd(total.toDecimalPlaces(4).toNumber())];
};
export const categoryValue = (category: string) => () => {
  const inCategory = demo.facts.items.filter((item) => item.category === category);
  const value = inCategory.reduce(
    (sum, item) => sum.plus(new Decimal(item.quantity).times(item.cost_per_unit ?? 0)),
    new Decimal(0),
  );
  return [`${category} is worth ${usd(value.toDecimalPlaces(4).toNumber())}`];
};
export const changeCount = (query: string, label: string) => async () => {
  const rows = await demo.facts.changes(query);
  const count = rows.length >= 100 ? 'At least 100' : String(rows.length);
  return rows.length === 0 ? ['No '] : [`${count} `, label];
};
export const vendorPrices = (itemName: string) => () => {
  const item = demo.facts.item(itemName);
  const lines = [...demo.facts.vendorItems.values()]
    .flat()
    .filter((line) => line.inventory_item_id === item.id);
  return lines.map((line) => usd(line.price));
};
export const menuItem = (name: string) => () => {
  const entry = demo.facts.menu.find((each) => each.name === name);
  if (!entry) throw new Error(`no menu item ${name}`);
  if (entry.cost === null || entry.margin === null) throw new Error(`${name} has no known cost`);
  return [entry.name, usd(entry.price), usd(entry.cost), usd(entry.margin)];
};
export const foodCost = (category?: string) => () => {
  // Items whose cost is unknown are left out of the total, as the assistant leaves them out.
  const active = demo.facts.menu.filter(
    (entry) =>
      entry.active &&
      entry.price > 0 &&
      entry.cost !== null &&
      (!category || entry.category === category),
  );
  const cost = active.reduce((sum, entry) => sum.plus(entry.cost ?? 0), new Decimal(0));
  const price = active.reduce((sum, entry) => sum.plus(entry.price), new Decimal(0));
  return [`${cost.dividedBy(price).times(100).toDecimalPlaces(2).toString()}%`, '30%'];
};
export const recipeCost = (recipe: string) => async () => {
  const list = (
    await as(demo.app, demo.owner).get(`/api/recipes?location_id=${demo.locationId}`)
  ).json() as {
    id: string;
    name: string;
    total_cost: number;
  }[];
  const found = list.find((each) => each.name === recipe);
  if (!found) throw new Error(`no recipe ${recipe}`);
  return [found.name, usd(found.total_cost)];
};
export const vendorContact = (prefix: string, field: 'phone' | 'contact_name' | 'email') => () => {
  const vendor = demo.facts.vendor(prefix);
  return [vendor.name, vendor[field] ?? ''];
};
export const NO_FIGURES = () => ['$'];
