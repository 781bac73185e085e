import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeCost } from '#contract/recipes.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation, createRecipe } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { paths } from '#server/test/error-details.ts';
import { recipeHelpers } from '#server/test/recipe-helpers.ts';

const ctx = useTestApp();
const { addLine, barWithGinAndTonic } = recipeHelpers(ctx);

describe('GET /api/recipes', () => {
  it('costs prep items three levels deep, by portion or by yield', async () => {
    const { location, owner, lemon } = await barWithGinAndTonic();
    const sugar = await createItem(ctx.db, location, {
      name: 'Sugar',
      unit: 'kg',
      costPerUnit: '1.2',
    });
    // Syrup: 500 g sugar (0.60) makes 750 ml.
    const syrup = await createRecipe(ctx.db, location, {
      name: 'Simple syrup',
      yieldQuantity: '750',
      yieldUnit: 'ml',
      portions: '30',
    });
    await addLine(location, {
      recipeId: syrup.id,
      inventoryItemId: sugar.id,
      quantity: '500',
      unit: 'g',
    });
    // Sour mix: 1 l of it holds 250 ml syrup (0.20) and 2 lemons (0.60), makes 1 l.
    const sourMix = await createRecipe(ctx.db, location, {
      name: 'Sour mix',
      yieldQuantity: '1',
      yieldUnit: 'l',
    });
    await addLine(location, {
      recipeId: sourMix.id,
      subRecipeId: syrup.id,
      quantity: '25',
      unit: 'cl',
    });
    await addLine(location, {
      recipeId: sourMix.id,
      inventoryItemId: lemon.id,
      quantity: '2',
      unit: 'each',
    });
    // Whisky sour (2 portions): 100 ml sour mix (0.08) and 2 portions of syrup (0.04).
    const sour = await createRecipe(ctx.db, location, { name: 'Whisky sour', portions: '2' });
    await addLine(location, {
      recipeId: sour.id,
      subRecipeId: sourMix.id,
      quantity: '100',
      unit: 'ml',
    });
    await addLine(location, {
      recipeId: sour.id,
      subRecipeId: syrup.id,
      quantity: '2',
      unit: 'portion',
    });

    const response = await as(ctx.app, owner).get(`/api/recipes?location_id=${location.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const byName = new Map(response.json<Recipe[]>().map((recipe) => [recipe.name, recipe]));
    expect([...byName.keys()]).toEqual(['Simple syrup', 'Sour mix', 'Whisky sour']);
    expect(byName.get('Simple syrup')).toMatchObject({ total_cost: 0.6, cost_per_portion: 0.02 });
    expect(byName.get('Sour mix')).toMatchObject({
      total_cost: 0.8,
      allergens: { sulphites: 'contains' },
    });
    expect(byName.get('Whisky sour')).toMatchObject({
      total_cost: 0.12,
      cost_per_portion: 0.06,
      cost_complete: true,
      allergens: { sulphites: 'contains' },
    });
    expect(byName.get('Whisky sour')?.ingredients.map((line) => line.cost)).toEqual([0.08, 0.04]);
  });

  it('reports what cannot be costed, never a silent zero', async () => {
    const { location, owner, gin } = await barWithGinAndTonic();
    const vermouth = await createItem(ctx.db, location, {
      name: 'Vermouth',
      unit: 'bottle',
      unitContent: '750',
      unitContentUnit: 'ml',
    });
    const bitters = await createItem(ctx.db, location, {
      name: 'Bitters',
      unit: 'bottle',
      costPerUnit: '12',
    });
    const negroni = await createRecipe(ctx.db, location, { name: 'Negroni' });
    for (const [item, quantity] of [
      [gin, '30'],
      [vermouth, '30'],
      [bitters, '30'],
    ] as const) {
      await addLine(location, {
        recipeId: negroni.id,
        inventoryItemId: item.id,
        quantity,
        unit: 'ml',
      });
    }
    const outer = await createRecipe(ctx.db, location, { name: 'Negroni batch', portions: '10' });
    await addLine(location, {
      recipeId: outer.id,
      subRecipeId: negroni.id,
      quantity: '10',
      unit: 'portion',
    });
    const response = await as(ctx.app, owner).get(`/api/recipes?location_id=${location.id}`);
    const byName = new Map(response.json<Recipe[]>().map((recipe) => [recipe.name, recipe]));
    expect(byName.get('Negroni')).toMatchObject({
      total_cost: 0.9,
      cost_complete: false,
      missing_costs: ['Vermouth', 'Bitters'],
    });
    expect(
      byName.get('Negroni')?.ingredients.map((line) => [line.name, line.cost, line.missing_reason]),
    ).toEqual([
      ['Gin', 0.9, null],
      ['Vermouth', null, 'no_cost'],
      ['Bitters', null, 'no_conversion'],
    ]);
    expect(byName.get('Negroni batch')).toMatchObject({
      total_cost: 9,
      cost_complete: false,
      missing_costs: ['Vermouth', 'Bitters'],
    });
    expect(byName.get('Negroni batch')?.ingredients[0]?.missing_reason).toBe('incomplete');
  });

  it('searches names, categories and ingredients; filters a category', async () => {
    const { location, owner, gin } = await barWithGinAndTonic();
    const martini = await createRecipe(ctx.db, location, { name: 'Martini', category: 'Classics' });
    await addLine(location, {
      recipeId: martini.id,
      inventoryItemId: gin.id,
    });
    await createRecipe(ctx.db, location, { name: 'Mojito', category: 'Tiki' });
    await createRecipe(ctx.db, location, { name: 'Ginger beer', category: 'Soft' });
    const names = async (query: string) =>
      (await as(ctx.app, owner).get(`/api/recipes?location_id=${location.id}&${query}`))
        .json<Recipe[]>()
        .map((recipe) => recipe.name);
    expect(await names('search=GIN')).toEqual(['Ginger beer', 'Martini']);
    expect(await names('search=tik')).toEqual(['Mojito']);
    expect(await names('category=classics')).toEqual(['Martini']);
    expect(await names('search=50%25')).toEqual([]);
  });

  it('needs a location_id (422), a token (401) and a membership (403)', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const missing = await as(ctx.app, staff).get('/api/recipes');
    expect(missing.statusCode).toBe(422);
    expect(paths(missing.body)).toEqual(['location_id']);
    const url = `/api/recipes?location_id=${location.id}`;
    expect((await as(ctx.app, staff).get(url)).statusCode).toBe(200);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(403);
  });
});

describe('GET /api/recipes/{id} and its cost', () => {
  it('answers one recipe and its breakdown, following a price change at once', async () => {
    const { location, owner, gin, tonic } = await barWithGinAndTonic();
    const recipe = await createRecipe(ctx.db, location, { name: 'G&T', portions: '2' });
    await addLine(location, {
      recipeId: recipe.id,
      inventoryItemId: gin.id,
      quantity: '100',
      unit: 'ml',
    });
    await addLine(location, {
      recipeId: recipe.id,
      inventoryItemId: tonic.id,
      quantity: '1',
      unit: 'can',
      wastePercent: '0',
    });
    const staff = await addMember(ctx.db, location, 'staff');
    const one = await as(ctx.app, staff).get(`/api/recipes/${recipe.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<Recipe>()).toMatchObject({
      id: recipe.id,
      total_cost: 3.8,
      cost_per_portion: 1.9,
    });

    const cost = await as(ctx.app, staff).get(`/api/recipes/${recipe.id}/cost`);
    expect(cost.statusCode, cost.body).toBe(200);
    expect(cost.json<RecipeCost>()).toMatchObject({
      recipe_id: recipe.id,
      total_cost: 3.8,
      cost_per_portion: 1.9,
      missing: [],
      cost_complete: true,
      ingredients: [
        { name: 'Gin', quantity: 100, unit: 'ml', unit_cost: 0.03, cost: 3 },
        { name: 'Tonic', quantity: 1, unit: 'can', unit_cost: 0.8, cost: 0.8 },
      ],
    });

    // A new price for gin: 28 a bottle. The next read shows it.
    const edit = await as(ctx.app, owner).put(`/api/inventory/${gin.id}`, { cost_per_unit: 28 });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await as(ctx.app, staff).get(`/api/recipes/${recipe.id}/cost`);
    expect(after.json<RecipeCost>()).toMatchObject({ total_cost: 4.8, cost_per_portion: 2.4 });
  });

  it('answers 404 for a recipe of another location, 401 without a token', async () => {
    const { location } = await createLocation(ctx.db);
    const recipe = await createRecipe(ctx.db, location);
    const stranger = (await createLocation(ctx.db)).owner;
    for (const url of [`/api/recipes/${recipe.id}`, `/api/recipes/${recipe.id}/cost`]) {
      expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(404);
      expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    }
    expect((await as(ctx.app, stranger).get('/api/recipes/not-a-uuid')).statusCode).toBe(422);
  });
});
