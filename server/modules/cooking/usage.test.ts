import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Context } from '#server/lib/context.ts';
import { publicContextOf } from '#server/plugins/context.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createMenuItem,
  createMenuRecipe,
  createMenuStockItem,
  createRecipe,
  createRecipeIngredient,
  type TestUser,
} from '#server/test/factories.ts';
import type { TestLocation } from '#server/test/factory-rows.ts';
import { theoreticalUsage } from './usage.service.ts';

const ctx = useTestApp();

const contextOf = (user: TestUser): Context => ({
  ...publicContextOf(ctx.app),
  user: { id: user.id, email: user.email, sessionId: undefined },
});

/**
 * A bar worked out by hand: a gimlet (50 ml of gin from a 700 ml bottle, 20 ml of a syrup
 * made by the litre from 500 g of sugar bought by the kg, 10 % of the syrup lost in the
 * pouring, 25 ml of lime juice bought by the litre of which 20 % is lost), a gin shot (25 ml
 * of the gin, used directly), a beer (a bottle, directly), a glass of cider saved in ml when
 * cider had no content per unit, and chips with no recipe at all.
 */
async function venue(location: TestLocation) {
  const gin = await createItem(ctx.db, location, {
    name: 'Gin',
    unit: 'bottle',
    unitContent: '700',
    unitContentUnit: 'ml',
    costPerUnit: '21',
  });
  const sugar = await createItem(ctx.db, location, { name: 'Sugar', unit: 'kg', costPerUnit: '2' });
  const lime = await createItem(ctx.db, location, {
    name: 'Lime juice',
    unit: 'l',
    costPerUnit: '8',
    wastePercent: '20',
  });
  const beer = await createItem(ctx.db, location, { name: 'Beer', unit: 'bottle' });
  const cider = await createItem(ctx.db, location, { name: 'Cider', unit: 'bottle' });
  const syrup = await createRecipe(ctx.db, location, {
    name: 'Syrup',
    yieldQuantity: '1',
    yieldUnit: 'l',
  });
  await createRecipeIngredient(ctx.db, location, {
    recipeId: syrup.id,
    inventoryItemId: sugar.id,
    quantity: '500',
    unit: 'g',
  });
  // The gimlet recipe makes two portions a batch: the menu's gimlet is two portions of it.
  const gimletRecipe = await createRecipe(ctx.db, location, { name: 'Gimlet', portions: '2' });
  for (const line of [
    { inventoryItemId: gin.id, quantity: '100', unit: 'ml' },
    { subRecipeId: syrup.id, quantity: '40', unit: 'ml', wastePercent: '10' },
    { inventoryItemId: lime.id, quantity: '50', unit: 'ml' },
  ]) {
    await createRecipeIngredient(ctx.db, location, { recipeId: gimletRecipe.id, ...line });
  }
  const gimlet = await createMenuItem(ctx.db, location, { name: 'Gimlet', price: '11' });
  await createMenuRecipe(ctx.db, location, {
    menuItemId: gimlet.id,
    recipeId: gimletRecipe.id,
    quantity: '2',
  });
  const shot = await createMenuItem(ctx.db, location, { name: 'Gin shot', price: '5' });
  await createMenuStockItem(ctx.db, location, {
    menuItemId: shot.id,
    itemId: gin.id,
    quantity: '25',
    unit: 'ml',
  });
  const bottle = await createMenuItem(ctx.db, location, { name: 'Beer', price: '4' });
  await createMenuStockItem(ctx.db, location, { menuItemId: bottle.id, itemId: beer.id });
  const glass = await createMenuItem(ctx.db, location, { name: 'Cider', price: '4' });
  await createMenuStockItem(ctx.db, location, {
    menuItemId: glass.id,
    itemId: cider.id,
    quantity: '330',
    unit: 'ml',
  });
  const chips = await createMenuItem(ctx.db, location, { name: 'Chips', price: '3' });
  return { gin, sugar, lime, beer, cider, gimlet, shot, bottle, glass, chips };
}

describe('theoreticalUsage', () => {
  it('adds up what the sales should have used, by hand', async () => {
    const { location } = await createLocation(ctx.db);
    const v = await venue(location);
    const staff = await addMember(ctx.db, location, 'staff');
    const usage = await theoreticalUsage(contextOf(staff), {
      locationId: location.id,
      sold: [
        { menuItemId: v.gimlet.id, quantity: new Decimal(10) },
        { menuItemId: v.shot.id, quantity: new Decimal(4) },
        { menuItemId: v.bottle.id, quantity: new Decimal(24) },
        // A refund in a second line of the same item reduces it.
        { menuItemId: v.bottle.id, quantity: new Decimal(-1) },
        { menuItemId: v.glass.id, quantity: new Decimal(2) },
        { menuItemId: v.chips.id, quantity: new Decimal(3) },
      ],
    });
    const figure = (id: string) => usage.byItem.get(id)?.toDecimalPlaces(12).toFixed();
    // Gin: 10 gimlets × 2 portions × (100 ml ÷ 2 portions) = 1,000 ml, and 4 shots × 25 ml =
    // 100 ml: 1,100 ml of 700 ml bottles = 1.571428571429 bottles.
    expect(figure(v.gin.id)).toBe('1.571428571429');
    // Syrup: 10 × 2 × (40 ml ÷ 0.9 ÷ 2) = 444.44 ml = 0.4444 l batches; sugar 0.5 kg a batch:
    // 0.222222222222 kg.
    expect(figure(v.sugar.id)).toBe('0.222222222222');
    // Lime: 10 × 2 × (50 ml ÷ 0.8 ÷ 2) = 625 ml = 0.625 l.
    expect(figure(v.lime.id)).toBe('0.625');
    // Beer: 24 − 1 bottles.
    expect(figure(v.beer.id)).toBe('23');
    // Cider: 330 ml does not convert to a bottle without a content per unit.
    expect(usage.byItem.has(v.cider.id)).toBe(false);
    expect(usage.unknown.get(v.cider.id)).toEqual({
      reason: 'ml does not convert to its unit',
      menuItemIds: [v.glass.id],
    });
    expect(usage.withoutRecipe).toEqual([v.chips.id]);
    expect([...usage.byItem.keys()].sort()).toEqual(
      [v.gin.id, v.sugar.id, v.lime.id, v.beer.id].sort(),
    );
  });

  it('reports the items below a sub-recipe used in a unit its yield does not convert to', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const v = await venue(location);
    // The syrup is now made by the batch of 12 portions, with no yield: ml no longer converts.
    const sauce = await createRecipe(ctx.db, location, { name: 'Sauce', portions: '12' });
    await createRecipeIngredient(ctx.db, location, {
      recipeId: sauce.id,
      inventoryItemId: v.sugar.id,
      quantity: '1',
      unit: 'kg',
    });
    const dish = await createRecipe(ctx.db, location, { name: 'Dish' });
    await createRecipeIngredient(ctx.db, location, {
      recipeId: dish.id,
      subRecipeId: sauce.id,
      quantity: '30',
      unit: 'ml',
    });
    await createRecipeIngredient(ctx.db, location, {
      recipeId: dish.id,
      inventoryItemId: v.lime.id,
      quantity: '10',
      unit: 'ml',
    });
    const plate = await createMenuItem(ctx.db, location, { name: 'Plate', price: '9' });
    await createMenuRecipe(ctx.db, location, { menuItemId: plate.id, recipeId: dish.id });
    const usage = await theoreticalUsage(contextOf(owner), {
      locationId: location.id,
      sold: [{ menuItemId: plate.id, quantity: new Decimal(4) }],
    });
    expect(usage.unknown.get(v.sugar.id)).toEqual({
      reason: 'Sauce is used in ml, which its yield does not convert to',
      menuItemIds: [plate.id],
    });
    // 4 × 10 ml ÷ 0.8 = 50 ml = 0.05 l of lime juice.
    expect(usage.byItem.get(v.lime.id)?.toFixed()).toBe('0.05');
  });

  it('asks for a membership of the location', async () => {
    const { location } = await createLocation(ctx.db);
    const v = await venue(location);
    const stranger = (await createLocation(ctx.db)).owner;
    await expect(
      theoreticalUsage(contextOf(stranger), {
        locationId: location.id,
        sold: [{ menuItemId: v.beer.id, quantity: new Decimal(1) }],
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('ignores menu items of another location', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const other = await createLocation(ctx.db);
    const v = await venue(other.location);
    const usage = await theoreticalUsage(contextOf(owner), {
      locationId: location.id,
      sold: [{ menuItemId: v.bottle.id, quantity: new Decimal(5) }],
    });
    expect(usage.byItem.size).toBe(0);
    expect(usage.unknown.size).toBe(0);
  });
});
