/**
 * The built-in assistant's questions of menu engineering: which items are stars, plowhorses,
 * puzzles or dogs, over the last 28 days or the period the question names, for the whole menu
 * or one category. Each answer is checked against the figures the API gives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuEngineeringReport } from '#contract/reports.ts';
import { useTestApp } from '#server/test/app.ts';
import { ask, registerUnlimited, UNLIMITED_CHAT_URL } from '#server/test/assistant-helpers.ts';
import {
  addMember,
  createItem,
  createLocation,
  createMenuItem,
  createMenuStockItem,
  createSalesLine,
  type TestLocation,
  type TestUser,
} from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { menuEngineeringTool, sameCategory } from './tools/menu-engineering.ts';

// Friday 20 November 2026, noon in Chicago: the last 28 days run from Saturday 24 October.
const NOW = new Date('2026-11-20T18:00:00Z');
const ctx = useTestApp({ clock: () => NOW, extend: registerUnlimited });

let location: TestLocation;
let quiet: TestLocation;
let owner: TestUser;
let staff: TestUser;

const question = (user: TestUser, message: string, at = location) =>
  ask(ctx.app, user, { location_id: at.id, message }, UNLIMITED_CHAT_URL);
const calls = (answer: Awaited<ReturnType<typeof question>>) =>
  answer.message?.tool_calls.map((call) => ({ tool: call.tool, arguments: call.arguments })) ?? [];

/**
 * Two cocktails, a beer and chips. A negroni (a batched serve at 3.00) at 6, a gin and tonic
 * (2.50) at 9, a beer (2.40) at 5, chips with nothing to cost them from at 4. In the last 28
 * days: 10 negronis for 60, 100 gin and tonics for 900, 60 beers for 300, 20 chips for 80.
 * 190 sold of 4 items: an item sells well at 70 % of a 25 % share, 17.5 % of items sold.
 * Margins 3, 6.50 and 2.60; the average over the 170 costed is (30 + 650 + 156) ÷ 170 = 4.9176.
 * Negroni: 5.26 % of items sold, margin 3: a dog. Gin and tonic: 52.63 %, 6.50: a star.
 * Beer: 31.58 %, 2.60: a plowhorse. Chips: cost unknown, never classed. No puzzle.
 * In October 100 negronis (on the 20th, before the 28 days) and the 20 chips: the negroni is
 * 83.33 % of items sold and the only costed item, so a star.
 */
beforeAll(async () => {
  ({ location, owner } = await createLocation(ctx.db, { timezone: 'America/Chicago' }));
  ({ location: quiet } = await createLocation(ctx.db, { timezone: 'America/Chicago', owner }));
  staff = await addMember(ctx.db, location, 'staff');
  const item = (name: string, cost: string) =>
    createItem(ctx.db, location, { name, unit: 'each', costPerUnit: cost });
  await item('Star anise', '0.2');
  const menuItem = async (name: string, category: string, price: string, cost?: string) => {
    const entry = await createMenuItem(ctx.db, location, { name, category, price });
    if (cost) {
      const stock = await item(`${name} serve`, cost);
      await createMenuStockItem(ctx.db, location, {
        menuItemId: entry.id,
        itemId: stock.id,
        unit: 'each',
      });
    }
    return entry;
  };
  const negroni = await menuItem('Negroni', 'Cocktails', '6', '3');
  const gAndT = await menuItem('Gin and tonic', 'Cocktails', '9', '2.5');
  const beer = await menuItem('Lager', 'Beer', '5', '2.4');
  const chips = await menuItem('Chips', 'Food', '4');
  const sale = (menuItemId: string, quantity: string, netSales: string, soldAt: string) =>
    createSalesLine(ctx.db, location, {
      menuItemId,
      quantity,
      netSales,
      soldAt: new Date(soldAt),
    });
  await sale(negroni.id, '10', '60', '2026-11-14T03:00:00Z');
  await sale(gAndT.id, '100', '900', '2026-11-07T03:00:00Z');
  await sale(beer.id, '60', '300', '2026-11-19T03:00:00Z');
  await sale(chips.id, '20', '80', '2026-10-25T03:00:00Z');
  // Before the last 28 days (Saturday 24 October, 0:00 in Chicago, is 05:00 UTC).
  await sale(negroni.id, '100', '600', '2026-10-20T03:00:00Z');
});

describe('the built-in assistant on menu engineering', () => {
  it('answers "which cocktails are dogs?" with the cocktails of that class, margin and mix', async () => {
    const report = (
      await as(ctx.app, owner).get(
        `/api/reports/menu-engineering?location_id=${location.id}&from=2026-10-24&to=2026-11-20`,
      )
    ).json() as MenuEngineeringReport;
    expect(report.average_margin).toBe(4.9176);
    expect(report.class_counts).toEqual({ star: 1, plowhorse: 1, puzzle: 0, dog: 1 });

    const answer = await question(owner, 'which cocktails are dogs?');
    expect(calls(answer)).toEqual([
      { tool: 'menu_engineering', arguments: { class: 'dog', category: 'Cocktails' } },
    ]);
    expect(answer.message?.content).toBe(
      'Dogs among the Cocktails sold in the last 28 days: Negroni (margin $3.00, 5.26% of items sold). ' +
        'Dogs sell little and earn little: take them off the menu, or rework them.',
    );
    const result = answer.message?.tool_results[0];
    expect(result?.kind === 'table' && result.rows.map((line) => line.cells.name)).toEqual([
      'Negroni',
    ]);
  });

  it('answers "what are our stars?" over the whole menu', async () => {
    const answer = await question(owner, 'what are our stars?');
    expect(calls(answer)).toEqual([{ tool: 'menu_engineering', arguments: { class: 'star' } }]);
    const text = answer.message?.content ?? '';
    expect(text).toContain(
      'Stars among the menu items sold in the last 28 days: Gin and tonic (margin $6.50, 52.63% of items sold).',
    );
    expect(text).toContain('Stars sell well and earn well');
    // Chips have no cost: named apart, never classed.
    expect(text).toContain(
      'Not classed, because their cost is unknown: Chips (no recipe or stock item).',
    );
  });

  it('answers "what sells well but earns little?" with the plowhorses', async () => {
    const answer = await question(owner, 'what sells well but earns little?');
    expect(calls(answer)).toEqual([
      { tool: 'menu_engineering', arguments: { class: 'plowhorse' } },
    ]);
    expect(answer.message?.content).toContain(
      'Plowhorses among the menu items sold in the last 28 days: Lager (margin $2.60, 31.58% of items sold). Plowhorses sell well but earn little',
    );
  });

  it('says plainly when no item is a puzzle', async () => {
    const answer = await question(owner, "what earns well but doesn't sell?");
    expect(calls(answer)).toEqual([{ tool: 'menu_engineering', arguments: { class: 'puzzle' } }]);
    expect(answer.message?.content).toContain(
      'None of the menu items sold in the last 28 days is a puzzle.',
    );
  });

  it('answers "which dishes should we take off the menu?" with the dogs', async () => {
    const answer = await question(owner, 'which dishes should we take off the menu?');
    expect(calls(answer)).toEqual([{ tool: 'menu_engineering', arguments: { class: 'dog' } }]);
    expect(answer.message?.content).toContain(
      'Dogs among the menu items sold in the last 28 days: Negroni',
    );
  });

  it('answers "menu engineering" with every class, the lines and what each suggests', async () => {
    const answer = await question(owner, 'menu engineering');
    expect(calls(answer)).toEqual([{ tool: 'menu_engineering', arguments: {} }]);
    const text = answer.message?.content ?? '';
    expect(text).toContain(
      'Of the 4 menu items sold in the last 28 days, stars: Gin and tonic; plowhorses: Lager; dogs: Negroni.',
    );
    expect(text).toContain(
      'An item earns well at a margin of $4.92 or more (the average), and sells well at 17.5% of items sold or more.',
    );
    expect(text).toContain('Plowhorses sell well but earn little');
    expect(text).not.toContain('Puzzles earn well');
    expect(text).toContain('Not classed, because their cost is unknown: Chips');
  });

  it('answers "ingeniería de menú" in Spanish with the same classes', async () => {
    const body = { location_id: location.id, message: 'ingeniería de menú', language: 'es' };
    const answer = await ask(ctx.app, owner, body, UNLIMITED_CHAT_URL);
    expect(calls(answer)).toEqual([{ tool: 'menu_engineering', arguments: {} }]);
    const text = answer.message?.content ?? '';
    expect(text).toContain(
      'De 4 platos y bebidas vendidos en los últimos 28 días, estrellas: Gin and tonic; caballos de batalla: Lager; perros: Negroni.',
    );
    expect(text).toContain('Algo gana bien con un margen de $4.92 o más (la media)');
    expect(text).toContain('Los caballos de batalla se venden bien pero ganan poco');
    expect(text).toContain('Sin clasificar, porque su coste es desconocido: Chips');
  });

  it('keeps to the menu category the question names', async () => {
    const answer = await question(owner, 'menu engineering of the cocktails');
    expect(calls(answer)).toEqual([
      { tool: 'menu_engineering', arguments: { category: 'Cocktails' } },
    ]);
    const text = answer.message?.content ?? '';
    expect(text).toContain(
      'Of the 2 menu items sold in the last 28 days in Cocktails, stars: Gin and tonic; dogs: Negroni.',
    );
    expect(text).not.toContain('Lager');
    expect(text).not.toContain('Chips');
  });

  it('reads the period the question names', async () => {
    const answer = await question(owner, 'what were our stars last month');
    expect(calls(answer)).toEqual([
      {
        tool: 'menu_engineering',
        arguments: { class: 'star', from: '2026-10-01', to: '2026-10-31' },
      },
    ]);
    expect(answer.message?.content).toContain(
      'Stars among the menu items sold last month (2026-10-01 to 2026-10-31): Negroni (margin $3.00, 83.33% of items sold).',
    );
  });

  it('says so when nothing was sold', async () => {
    const answer = await question(owner, 'which cocktails are dogs?', quiet);
    expect(calls(answer)).toEqual([{ tool: 'menu_engineering', arguments: { class: 'dog' } }]);
    expect(answer.message?.content).toBe(
      'No menu items were sold in the last 28 days, so none can be called a star or a dog yet. Import the sales from the till first.',
    );
  });

  it('tells staff menu engineering is for managers', async () => {
    const answer = await question(staff, 'which cocktails are dogs?');
    expect(answer.message?.content).toBe(
      'Menu engineering is for managers and owners of this location.',
    );
  });

  it('leaves an item whose name holds a class word to the item', async () => {
    const answer = await question(owner, 'how many star anise do we have');
    expect(calls(answer).map((call) => call.tool)).not.toContain('menu_engineering');
  });
});

describe('a menu category as the tool compares it', () => {
  it('is the same name whatever its case, spacing or plural', () => {
    expect(sameCategory('Cocktails', 'cocktail')).toBe(true);
    expect(sameCategory('Cocktails', '  COCKTAILS ')).toBe(true);
    expect(sameCategory('Small plates', 'small plate')).toBe(true);
    expect(sameCategory('Cocktails', 'Beer')).toBe(false);
    expect(sameCategory(null, 'cocktails')).toBe(false);
  });
});

describe("the tool's period", () => {
  it('refuses years the database cannot read, so no question gives a server error', () => {
    const args = menuEngineeringTool.args;
    expect(args.safeParse({ from: '0000-01-01' }).success).toBe(false);
    expect(args.safeParse({ to: '9999-12-31' }).success).toBe(false);
    expect(args.safeParse({ to: '9999-12-31T23:59:59-14:00' }).success).toBe(false);
    expect(args.safeParse({ from: '2026-10-01', to: '2026-10-31T23:00:00Z' }).success).toBe(true);
  });
});
