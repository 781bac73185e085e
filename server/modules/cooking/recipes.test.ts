import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Ingredient, Recipe, RecipeCost } from '#contract/recipes.ts';
import { recipeIngredients, recipes } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createMenuRecipe,
  createRecipe,
  createRecipeIngredient,
  type TestLocation,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp();

// Lines keep the order they were added in: each gets the next sort order.
let sortOrder = 0;
const addLine = (location: TestLocation, fields: Parameters<typeof createRecipeIngredient>[2]) =>
  createRecipeIngredient(ctx.db, location, { sortOrder: ++sortOrder, ...fields });

const details = (body: string) =>
  (JSON.parse(body) as { error: { details?: { path: string; message: string }[] } }).error.details;
const paths = (body: string) => details(body)?.map((detail) => detail.path);

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

describe('POST /api/recipes', () => {
  it('adds a recipe with its ingredients, costed exactly from current prices', async () => {
    const { location, owner, gin, tonic, lemon } = await barWithGinAndTonic();
    const response = await as(ctx.app, owner).post('/api/recipes', {
      location_id: location.id,
      name: ' Gin and tonic ',
      category: 'Cocktails',
      portions: 1,
      instructions: 'Build over ice.',
      ingredients: [
        { inventory_item_id: gin.id, quantity: 50, unit: 'ml' },
        { inventory_item_id: tonic.id, quantity: 150, unit: 'ml' },
        { inventory_item_id: lemon.id, quantity: 10, unit: 'g', waste_percent: 0 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const recipe = response.json<Recipe>();
    // gin 50/700 × 21 = 1.5; tonic 150 ÷ 0.9 = 166.67 ml = 0.8333 can × 0.8 = 0.6667;
    // lemon 10/150 × 0.3 = 0.02. Total 2.186666…
    expect(recipe).toMatchObject({
      name: 'Gin and tonic',
      category: 'Cocktails',
      portions: 1,
      yield_quantity: null,
      instructions: 'Build over ice.',
      total_cost: 2.1867,
      cost_per_portion: 2.1867,
      missing_costs: [],
      cost_complete: true,
      allergens: { sulphites: 'contains' },
    });
    expect(
      recipe.ingredients.map((line) => [
        line.name,
        line.quantity,
        line.unit,
        line.waste_percent,
        line.applied_waste_percent,
        line.gross_quantity,
        line.cost,
      ]),
    ).toEqual([
      ['Gin', 50, 'ml', null, 0, 50, 1.5],
      ['Tonic', 150, 'ml', null, 10, 166.6667, 0.6667],
      ['Lemon', 10, 'g', 0, 0, 10, 0.02],
    ]);
    const stored = await ctx.db
      .select()
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, recipe.id));
    expect(stored).toHaveLength(3);
  });

  it('refuses a unit the item cannot be converted from, naming both units (422)', async () => {
    const { location, owner, gin } = await barWithGinAndTonic();
    const response = await as(ctx.app, owner).post('/api/recipes', {
      location_id: location.id,
      name: 'Heavy gin',
      ingredients: [{ inventory_item_id: gin.id, quantity: 50, unit: 'g' }],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(details(response.body)).toEqual([
      { path: 'ingredients.0.unit', message: expect.stringMatching(/g to bottle/) },
    ]);
    expect(await ctx.db.select().from(recipes).where(eq(recipes.locationId, location.id))).toEqual(
      [],
    );
  });

  it('checks the body (422), the token (401), the role (403) and the item (404)', async () => {
    const { location, owner, gin } = await barWithGinAndTonic();
    const bad = await as(ctx.app, owner).post('/api/recipes', {
      location_id: location.id,
      name: '',
      portions: 0,
      yield_quantity: 1,
      ingredients: [{ inventory_item_id: gin.id, sub_recipe_id: gin.id, quantity: 0, unit: 'ml' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad.body)).toEqual(
      expect.arrayContaining([
        'name',
        'portions',
        'ingredients.0.quantity',
        'ingredients.0.inventory_item_id',
      ]),
    );
    const body = { location_id: location.id, name: 'Negroni' };
    expect((await anonymous(ctx.app).post('/api/recipes', body)).statusCode).toBe(401);
    const staff = await addMember(ctx.db, location, 'staff');
    expect((await as(ctx.app, staff).post('/api/recipes', body)).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).post('/api/recipes', body)).statusCode).toBe(403);
    const otherItem = await createItem(ctx.db, (await createLocation(ctx.db)).location);
    const foreign = await as(ctx.app, owner).post('/api/recipes', {
      ...body,
      ingredients: [{ inventory_item_id: otherItem.id, quantity: 1, unit: 'bottle' }],
    });
    expect(foreign.statusCode).toBe(404);
    await createRecipe(ctx.db, location, { name: 'negroni' });
    expect((await as(ctx.app, owner).post('/api/recipes', body)).statusCode).toBe(409);
  });
});

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

describe('PUT /api/recipes/{id}', () => {
  it('edits fields and replaces the ingredients', async () => {
    const { location, gin, lemon } = await barWithGinAndTonic();
    const recipe = await createRecipe(ctx.db, location, { name: 'Gimlet' });
    await addLine(location, {
      recipeId: recipe.id,
      inventoryItemId: gin.id,
    });
    const manager = await addMember(ctx.db, location, 'manager');
    const response = await as(ctx.app, manager).put(`/api/recipes/${recipe.id}`, {
      name: 'Gimlet (house)',
      yield_quantity: 1.5,
      yield_unit: 'l',
      portions: 15,
      description: '',
      ingredients: [{ inventory_item_id: lemon.id, quantity: 3, unit: 'each' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Recipe>()).toMatchObject({
      name: 'Gimlet (house)',
      yield_quantity: 1.5,
      yield_unit: 'l',
      portions: 15,
      description: null,
      total_cost: 0.9,
      cost_per_portion: 0.06,
    });
    expect(response.json<Recipe>().ingredients.map((line) => line.name)).toEqual(['Lemon']);
  });

  it('refuses a recipe that would contain itself, directly or not (422)', async () => {
    const { location, owner } = await barWithGinAndTonic();
    const a = await createRecipe(ctx.db, location, { name: 'A' });
    const b = await createRecipe(ctx.db, location, { name: 'B' });
    const c = await createRecipe(ctx.db, location, { name: 'C' });
    await addLine(location, {
      recipeId: a.id,
      subRecipeId: b.id,
      unit: 'portion',
      quantity: '1',
    });
    await addLine(location, {
      recipeId: b.id,
      subRecipeId: c.id,
      unit: 'portion',
      quantity: '1',
    });
    const response = await as(ctx.app, owner).put(`/api/recipes/${c.id}`, {
      ingredients: [{ sub_recipe_id: a.id, quantity: 1, unit: 'portion' }],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(details(response.body)).toEqual([
      {
        path: 'ingredients.0.sub_recipe_id',
        message: expect.stringMatching(/cannot contain itself/),
      },
    ]);
    const self = await as(ctx.app, owner).put(`/api/recipes/${a.id}`, {
      ingredients: [{ sub_recipe_id: a.id, quantity: 1, unit: 'portion' }],
    });
    expect(self.statusCode).toBe(422);
    // Nothing changed: A still holds B.
    const lines = await ctx.db
      .select()
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, a.id));
    expect(lines.map((line) => line.subRecipeId)).toEqual([b.id]);
  });

  it('checks the yield (422), the role (403) and the location (404)', async () => {
    const { location } = await createLocation(ctx.db);
    const recipe = await createRecipe(ctx.db, location);
    const manager = await addMember(ctx.db, location, 'manager');
    const bad = await as(ctx.app, manager).put(`/api/recipes/${recipe.id}`, { yield_quantity: 2 });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad.body)).toEqual(['yield_unit']);
    const staff = await addMember(ctx.db, location, 'staff');
    expect(
      (await as(ctx.app, staff).put(`/api/recipes/${recipe.id}`, { name: 'X' })).statusCode,
    ).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect(
      (await as(ctx.app, stranger).put(`/api/recipes/${recipe.id}`, { name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await anonymous(ctx.app).put(`/api/recipes/${recipe.id}`, { name: 'X' })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/recipes/{id}', () => {
  it('deletes a recipe with its lines; refuses one in use (409)', async () => {
    const { location, owner } = await barWithGinAndTonic();
    const recipe = await createRecipe(ctx.db, location);
    await addLine(location, { recipeId: recipe.id });
    const used = await createRecipe(ctx.db, location, { name: 'Syrup' });
    await createMenuRecipe(ctx.db, location, { recipeId: used.id });
    const staff = await addMember(ctx.db, location, 'staff');
    expect((await as(ctx.app, staff).delete(`/api/recipes/${recipe.id}`)).statusCode).toBe(403);
    const response = await as(ctx.app, owner).delete(`/api/recipes/${recipe.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await ctx.db.select().from(recipes).where(eq(recipes.id, recipe.id))).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(recipeIngredients)
        .where(eq(recipeIngredients.recipeId, recipe.id)),
    ).toEqual([]);
    const refused = await as(ctx.app, owner).delete(`/api/recipes/${used.id}`);
    expect(refused.statusCode).toBe(409);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).delete(`/api/recipes/${used.id}`)).statusCode).toBe(404);
  });
});

describe('ingredients', () => {
  it('adds, edits and removes a line, keeping the cost in step', async () => {
    const { location, owner, gin, tonic } = await barWithGinAndTonic();
    const recipe = await createRecipe(ctx.db, location, { name: 'Highball' });
    const added = await as(ctx.app, owner).post(`/api/recipes/${recipe.id}/ingredients`, {
      inventory_item_id: gin.id,
      quantity: 35,
      unit: 'ml',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<Ingredient>()).toMatchObject({
      name: 'Gin',
      recipe_id: recipe.id,
      cost: 1.05,
    });
    const second = await as(ctx.app, owner).post(`/api/recipes/${recipe.id}/ingredients`, {
      inventory_item_id: tonic.id,
      quantity: 1,
      unit: 'can',
    });
    expect(second.json<Ingredient>()).toMatchObject({ applied_waste_percent: 10, cost: 0.8889 });

    const line = added.json<Ingredient>();
    const edited = await as(ctx.app, owner).put(`/api/recipes/ingredients/${line.id}`, {
      quantity: 5,
      unit: 'cl',
      waste_percent: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Ingredient>()).toMatchObject({
      quantity: 5,
      unit: 'cl',
      waste_percent: 2,
      cost: 1.5306,
    });
    const badUnit = await as(ctx.app, owner).put(`/api/recipes/ingredients/${line.id}`, {
      unit: 'kg',
    });
    expect(badUnit.statusCode).toBe(422);
    expect(details(badUnit.body)).toEqual([
      { path: 'unit', message: expect.stringMatching(/kg to bottle/) },
    ]);
    const badWaste = await as(ctx.app, owner).put(`/api/recipes/ingredients/${line.id}`, {
      waste_percent: 100,
    });
    expect(paths(badWaste.body)).toEqual(['waste_percent']);

    expect(
      (await as(ctx.app, owner).delete(`/api/recipes/ingredients/${line.id}`)).statusCode,
    ).toBe(204);
    const after = await as(ctx.app, owner).get(`/api/recipes/${recipe.id}`);
    expect(after.json<Recipe>()).toMatchObject({ total_cost: 0.8889 });
  });

  it('refuses a sub-recipe that contains the recipe, and units its yield does not take', async () => {
    const { location, owner } = await barWithGinAndTonic();
    const outer = await createRecipe(ctx.db, location, { name: 'Outer' });
    const middle = await createRecipe(ctx.db, location, {
      name: 'Middle',
      yieldQuantity: '1',
      yieldUnit: 'l',
    });
    await addLine(location, {
      recipeId: outer.id,
      subRecipeId: middle.id,
      unit: 'ml',
      quantity: '100',
    });
    const cycle = await as(ctx.app, owner).post(`/api/recipes/${middle.id}/ingredients`, {
      sub_recipe_id: outer.id,
      quantity: 1,
      unit: 'portion',
    });
    expect(cycle.statusCode).toBe(422);
    expect(paths(cycle.body)).toEqual(['sub_recipe_id']);
    const self = await as(ctx.app, owner).post(`/api/recipes/${outer.id}/ingredients`, {
      sub_recipe_id: outer.id,
      quantity: 1,
      unit: 'portion',
    });
    expect(self.statusCode).toBe(422);
    const byMass = await as(ctx.app, owner).post(`/api/recipes/${outer.id}/ingredients`, {
      sub_recipe_id: middle.id,
      quantity: 1,
      unit: 'g',
    });
    expect(byMass.statusCode).toBe(422);
    expect(details(byMass.body)?.[0]?.message).toMatch(/g to l/);
  });

  it('checks the role (403), the location (404) and the body (422)', async () => {
    const { location, gin } = await barWithGinAndTonic();
    const recipe = await createRecipe(ctx.db, location);
    const line = await addLine(location, {
      recipeId: recipe.id,
      inventoryItemId: gin.id,
    });
    const staff = await addMember(ctx.db, location, 'staff');
    const stranger = (await createLocation(ctx.db)).owner;
    const body = { inventory_item_id: gin.id, quantity: 1, unit: 'ml' };
    expect(
      (await as(ctx.app, staff).post(`/api/recipes/${recipe.id}/ingredients`, body)).statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, stranger).post(`/api/recipes/${recipe.id}/ingredients`, body)).statusCode,
    ).toBe(404);
    expect(
      (await anonymous(ctx.app).post(`/api/recipes/${recipe.id}/ingredients`, body)).statusCode,
    ).toBe(401);
    const neither = await as(ctx.app, staff).post(`/api/recipes/${recipe.id}/ingredients`, {
      quantity: 1,
      unit: 'ml',
    });
    expect(neither.statusCode).toBe(422);
    expect(
      (await as(ctx.app, staff).put(`/api/recipes/ingredients/${line.id}`, { quantity: 2 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, stranger).put(`/api/recipes/ingredients/${line.id}`, { quantity: 2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(ctx.app, staff).delete(`/api/recipes/ingredients/${line.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, stranger).delete(`/api/recipes/ingredients/${line.id}`)).statusCode,
    ).toBe(404);
  });
});
