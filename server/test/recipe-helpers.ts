import {
  createItem,
  createLocation,
  createRecipe,
  createRecipeIngredient,
  type TestLocation,
} from './factories.ts';
import type { TestContext } from './app.ts';

/** Recipes and their lines on the test file's app (the recipe and menu tests). */
export function recipeHelpers(ctx: TestContext) {
  // Lines keep the order they were added in: each gets the next sort order.
  let sortOrder = 0;
  const addLine = (location: TestLocation, fields: Parameters<typeof createRecipeIngredient>[2]) =>
    createRecipeIngredient(ctx.db, location, { sortOrder: ++sortOrder, ...fields });

  /**
   * A bar's gin and tonic: 50 ml of gin (a 700 ml bottle at 21.00), a 150 ml of tonic (a
   * 200 ml can at 0.80, 10 % spilt), and a slice of lemon (1 each = 150 g, at 0.30 each; 10 g
   * a slice).
   */
  async function barWithGinAndTonic() {
    const { location, owner } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location, {
      name: 'Gin',
      unit: 'bottle',
      unitContent: '700',
      unitContentUnit: 'ml',
      costPerUnit: '21',
      allergens: {},
    });
    const tonic = await createItem(ctx.db, location, {
      name: 'Tonic',
      unit: 'can',
      unitContent: '200',
      unitContentUnit: 'ml',
      costPerUnit: '0.8',
      wastePercent: '10',
      allergens: { sulphites: 'may_contain' },
    });
    const lemon = await createItem(ctx.db, location, {
      name: 'Lemon',
      unit: 'each',
      costPerUnit: '0.3',
      conversions: [{ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' }],
      allergens: { sulphites: 'contains' },
    });
    return { location, owner, gin, tonic, lemon };
  }

  /** A recipe of one item line: `quantity unit` of an item costing `cost` per `itemUnit`. */
  async function simpleRecipe(
    location: TestLocation,
    name: string,
    item: { cost: string | null; unit?: string; allergens?: Record<string, string> },
    portions = '1',
  ) {
    const stock = await createItem(ctx.db, location, {
      name: `${name} stock`,
      unit: item.unit ?? 'kg',
      costPerUnit: item.cost,
      allergens: item.allergens ?? {},
    });
    const recipe = await createRecipe(ctx.db, location, { name, portions });
    await createRecipeIngredient(ctx.db, location, {
      recipeId: recipe.id,
      inventoryItemId: stock.id,
      quantity: '1',
      unit: item.unit ?? 'kg',
    });
    return { recipe, stock };
  }

  return { addLine, barWithGinAndTonic, simpleRecipe };
}
