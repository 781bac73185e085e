import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Recipe } from '#contract/recipes.ts';
import { recipeIngredients, recipes } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createMenuRecipe,
  createRecipe,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { details, paths } from '#server/test/error-details.ts';
import { recipeHelpers } from '#server/test/recipe-helpers.ts';

const ctx = useTestApp();
const { addLine, barWithGinAndTonic } = recipeHelpers(ctx);

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
