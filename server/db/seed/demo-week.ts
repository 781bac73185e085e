// A week in the life of the demo bar, as changelog rows: an opening stocktake, closing counts of
// the busy lines, fresh deliveries, one spirits order received against a shopping list, a few
// breakages, a full count on the last night and this morning's spot check. Pure and deterministic: same input, same week.

import { Decimal } from 'decimal.js';
import type { VendorKey } from './demo-data.ts';

export type DemoActor = 'owner' | 'manager' | 'staff';
export type StockReason = 'count' | 'receive' | 'waste';

export interface WeekItem {
  name: string;
  par: Decimal;
  reorderPoint: Decimal;
  /** What a count is rounded to: 1 for things counted whole, 0.1 for bottles and kilos. */
  step: Decimal;
  vendor: VendorKey;
  packSize: Decimal;
  /** Counted every night (used in a recipe or sold fast), not only at the weekly stocktake. */
  tracked: boolean;
  /** Delivered by the produce vendor several times a week. */
  fresh: boolean;
}

export interface WeekRow {
  /** Index into the items given to `simulateWeek`. */
  item: number;
  actor: DemoActor;
  previous: Decimal;
  next: Decimal;
  reason: StockReason;
  note: string | null;
  /** The row came from receiving the week's spirits order. */
  fromReceivedList: boolean;
  at: Date;
}

export interface PlannedList {
  vendor: VendorKey;
  createdAt: Date;
  lines: { item: number; packs: Decimal }[];
}

export interface WeekPlan {
  rows: WeekRow[];
  quantities: Decimal[];
  receivedList: PlannedList & { sentAt: Date; receivedAt: Date };
  draftList: PlannedList;
}

/** mulberry32: a tiny seeded PRNG, so the demo is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;

/** Breakages and spoilage of the week: days before today, item, amount, note. */
const wasteEvents: [day: number, item: string, amount: number, note: string][] = [
  [6, 'Fresh mint', 3, 'Wilted in the walk-in'],
  [5, 'Limes', 12, 'Mouldy, from the bottom of the case'],
  [4, "Hendrick's Gin", 1, 'Dropped during service'],
  [4, 'La Marca Prosecco DOC', 2, 'Opened bottles gone flat'],
  [3, 'Free-range eggs', 6, 'Cracked in delivery'],
  [2, 'Lemons', 8, 'Soft'],
  [2, 'Half Acre Daisy Cutter Pale Ale (sixtel)', 0.2, 'Line clean and foaming'],
  [1, 'Oranges', 5, 'Dried out'],
];

/** Plays the week that ends at midnight (UTC) before `now`. */
export function simulateWeek(items: WeekItem[], now: Date, seed = 20_240_601): WeekPlan {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => new Decimal(low + (high - low) * random());
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Times are UTC and the venue is in Chicago: 02:00 is late service, 05:00 the close, 16:00
  // the morning delivery. Each item gets its own seconds, so its rows never share a time.
  const at = (day: number, hour: number, index: number) =>
    new Date(midnight - day * DAY_MS + hour * 3_600_000 + index * 15_000);
  const round = (value: Decimal, step: Decimal) =>
    Decimal.max(0, value.div(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).mul(step));

  const stock = items.map((item, index) => ({
    item,
    index,
    onHand: new Decimal(0),
    // Used since the last count: the bar pours all the time, the books change when someone counts.
    unrecorded: new Decimal(0),
    dailyUse: item.par.mul(item.tracked ? between(0.07, 0.15) : between(0.01, 0.05)),
  }));
  type Stock = (typeof stock)[number];
  const rows: WeekRow[] = [];
  const write = (
    line: Stock,
    next: Decimal,
    reason: StockReason,
    actor: DemoActor,
    time: Date,
    note: string | null = null,
    fromReceivedList = false,
  ) => {
    const previous = line.onHand;
    rows.push({
      item: line.index,
      actor,
      previous,
      next,
      reason,
      note,
      fromReceivedList,
      at: time,
    });
    line.onHand = next;
  };
  const count = (line: Stock, actor: DemoActor, time: Date, note: string | null) => {
    const next = round(line.onHand.minus(line.unrecorded), line.item.step);
    line.unrecorded = new Decimal(0);
    write(line, next, 'count', actor, time, note);
  };
  const packsToPar = (line: Stock) => {
    const need = line.item.par.minus(line.onHand).minus(line.unrecorded);
    return need.lte(0) ? new Decimal(0) : need.div(line.item.packSize).ceil();
  };
  /** An order for a vendor: every item of theirs below `threshold`, topped up to par. */
  const order = (
    vendor: VendorKey,
    createdAt: Date,
    threshold: 'par' | 'reorder',
  ): PlannedList => ({
    vendor,
    createdAt,
    lines: stock
      .filter((line) => line.item.vendor === vendor)
      .filter((line) =>
        threshold === 'par'
          ? line.onHand.lt(line.item.par)
          : line.onHand.lte(line.item.reorderPoint),
      )
      .map((line) => ({ item: line.index, packs: packsToPar(line) }))
      .filter((line) => line.packs.gt(0)),
  });
  const receive = (list: PlannedList, day: number, note: string, fromReceivedList: boolean) => {
    for (const { item, packs } of list.lines) {
      const line = stock[item];
      if (!line) continue;
      const delivered = line.onHand.plus(packs.mul(line.item.packSize));
      write(line, delivered, 'receive', 'manager', at(day, 16, item), note, fromReceivedList);
    }
  };

  // Day 7: the opening stocktake, the day the bar started using Barback.
  for (const line of stock) {
    const opening = round(line.item.par.mul(between(0.8, 1.4)), line.item.step);
    write(line, opening, 'count', 'manager', at(7, 15, line.index), 'Opening stocktake');
  }

  let spiritsOrder: PlannedList | undefined;
  for (let day = 6; day >= 1; day -= 1) {
    for (const line of stock) {
      line.unrecorded = line.unrecorded.plus(line.dailyUse.mul(between(0.5, 1.5)));
    }
    // Late service: breakages and spoilage, written as they happen.
    for (const [wasteDay, name, amount, note] of wasteEvents) {
      const line = stock.find((candidate) => candidate.item.name === name);
      if (wasteDay !== day || !line) continue;
      const wasted = Decimal.min(amount, line.onHand);
      if (wasted.gt(0)) {
        write(line, line.onHand.minus(wasted), 'waste', 'staff', at(day, 2, line.index), note);
      }
    }
    // Closing count: the busy lines every night, everything on the last night.
    for (const line of stock) {
      if (day === 1) count(line, 'owner', at(day, 5, line.index), 'Weekly stocktake');
      else if (line.item.tracked) count(line, 'staff', at(day, 5, line.index), null);
    }
    // Deliveries, booked in on arrival: produce on days 5 and 2 (fresh) and 1 (everything
    // below par), beer on days 4 (below the reorder point) and 1 (up to par), wine on day 1.
    // After the last night's stocktake, the lines delivered that afternoon are back at par.
    if (day === 5 || day === 2) {
      const fresh = order('greenmarket', at(day, 16, 0), 'par');
      fresh.lines = fresh.lines.filter((line) => stock[line.item]?.item.fresh);
      receive(fresh, day, 'Produce delivery', false);
    }
    if (day === 4) {
      receive(order('lakeshore', at(day, 16, 0), 'reorder'), day, 'Lakeshore delivery', false);
    }
    if (day === 1) {
      receive(order('greenmarket', at(day, 16, 0), 'par'), day, 'Produce delivery', false);
      receive(order('lakeshore', at(day, 16, 0), 'par'), day, 'Lakeshore delivery', false);
      receive(order('harbor', at(day, 16, 0), 'par'), day, 'Harbor wine delivery', false);
    }
    // Day 5 the weekly spirits order is written and sent; day 3 it arrives and is received.
    if (day === 5) spiritsOrder = order('copperline', at(day, 17, 0), 'par');
    if (day === 3 && spiritsOrder) receive(spiritsOrder, day, 'Copperline delivery', true);
  }
  if (!spiritsOrder) throw new Error('The demo week has no spirits order.');
  // After the weekly stocktake and the day's deliveries, a spirits top-up is drafted.
  const draftList = order('copperline', at(1, 18, 0), 'par');

  // This morning, before `now`: the manager spot-checks four busy spirits, so the day has
  // counts of its own (the dashboard's "counted today").
  const spotCheck = stock
    .filter((line) => line.item.tracked && line.item.vendor === 'copperline')
    .slice(0, 4);
  spotCheck.forEach((line, n) => {
    line.unrecorded = line.dailyUse.mul(between(0.3, 0.6));
    const time = new Date(now.getTime() - (40 - n * 5) * 60_000);
    count(line, 'manager', time, 'Spot check before service');
  });

  return {
    rows,
    quantities: stock.map((line) => line.onHand),
    receivedList: { ...spiritsOrder, sentAt: at(5, 18, 0), receivedAt: at(3, 17, 0) },
    draftList,
  };
}
