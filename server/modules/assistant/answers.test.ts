/**
 * What the built-in assistant says to the questions a manager asked and got no real answer
 * to, and how it words money: read against the demo venue through the API.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import type { MenuItem } from '#contract/menu.ts';
import type { List } from '#contract/shopping-lists.ts';
import { shoppingListItems, users } from '#server/db/schema/index.ts';
import { seedDemo } from '#server/db/seed/demo.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  type Answer,
  ask,
  registerUnlimited,
  UNLIMITED_CHAT_URL,
} from '#server/test/assistant-helpers.ts';
import { createItem, createLocation } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';

// Friday 20 November 2026, noon in Chicago (the demo venue's time zone).
const NOW = new Date('2026-11-20T18:00:00Z');
const ctx = useTestApp({ clock: () => NOW, extend: registerUnlimited });

let locationId: string;
let manager: { id: string; email: string };

beforeAll(async () => {
  const summary = await seedDemo(ctx.db, { now: NOW, emailTag: 'assistant-answers' });
  locationId = summary.locationId;
  const email = summary.users.find((user) => user.role === 'manager')?.email;
  const people = await ctx.db.select({ id: users.id, email: users.email }).from(users);
  const found = people.find((each) => each.email === email);
  if (!found) throw new Error('no demo manager');
  manager = found;
});

const get = async <T>(url: string) => (await as(ctx.app, manager).get(url)).json() as T;

async function askIn(message: string, language: 'en' | 'es' = 'en'): Promise<Answer> {
  const body = { location_id: locationId, message, language };
  return ask(ctx.app, manager, body, UNLIMITED_CHAT_URL);
}

const textOf = (answer: Answer) => answer.message?.content ?? '';

describe('questions a manager asked', () => {
  it('“What should I order this week?” names what is below par and the drafts already open', async () => {
    const below = (await get<Item[]>(`/api/inventory?location_id=${locationId}`)).filter(
      (item) => item.below_par,
    );
    const lists = await get<List[]>(`/api/shopping-lists?location_id=${locationId}`);
    const drafts = lists.filter((list) => list.status === 'draft');
    expect(below.length).toBeGreaterThan(0);
    expect(drafts.length).toBeGreaterThan(0);
    for (const question of ['What should I order this week?', 'What do we need to order?']) {
      const answer = await askIn(question);
      const text = textOf(answer);
      expect(text).toContain(`${below.length} items are below par`);
      for (const draft of drafts) expect(text).toContain(draft.name);
      expect(text).not.toContain('no vendors');
      expect(answer.message?.suggestions[0]).toMatch(/^Draft an order for /);
    }
  });

  it('“Which cocktail makes us the most money?” names the best margin', async () => {
    const menu = await get<MenuItem[]>(`/api/menu?location_id=${locationId}`);
    // The active menu: what the venue sells now.
    const best = menu
      .filter((entry) => entry.active && entry.margin !== null)
      .sort((a, b) => (b.margin ?? 0) - (a.margin ?? 0))[0];
    if (!best) throw new Error('no costed menu item');
    const text = textOf(await askIn('Which cocktail makes us the most money?'));
    expect(text, text).toMatch(new RegExp(`^${best.name} makes the most per sale`));
  });

  it('“Did the Copperline delivery arrive complete?” reads the delivery’s lines', async () => {
    const complete = textOf(await askIn('Did the Copperline delivery arrive complete?'));
    expect(complete).toContain('It came complete');
    // One line of the received order came short.
    const lists = await get<List[]>(`/api/shopping-lists?location_id=${locationId}`);
    const received = lists.find((list) => list.status === 'received');
    if (!received) throw new Error('no received list');
    const [line] = await ctx.db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.shoppingListId, received.id))
      .limit(1);
    if (!line) throw new Error('no line');
    await ctx.db
      .update(shoppingListItems)
      .set({ receivedQuantity: '0.5' })
      .where(and(eq(shoppingListItems.id, line.id)));
    const short = textOf(await askIn('did the copperline delivery arrive complete'));
    expect(short).toContain(
      `It came short on 1 of ${received.item_count} lines: ${line.name} (0.5 of ${Number(line.quantity)})`,
    );
  });
});

describe('money in answers', () => {
  it('is rounded to the cent', async () => {
    const { location, owner } = await createLocation(ctx.db, { name: 'Cents Bar' });
    await createItem(ctx.db, location, {
      name: 'Yuzu Cordial',
      unit: 'bottle',
      quantity: '3',
      parLevel: '1',
      costPerUnit: '2.3414',
    });
    const answer = await ask(
      ctx.app,
      owner,
      { location_id: location.id, message: 'how much yuzu cordial do we have' },
      UNLIMITED_CHAT_URL,
    );
    const text = textOf(answer);
    expect(text).toContain('at $2.34 per bottle');
    expect(text).toContain('Stock value: $7.02');
    expect(text).not.toContain('2.3414');
  });
});
