import { describe, expect, it } from 'vitest';
import type { Ingredient, Recipe } from '#contract/recipes.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createLocation, createRecipe } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { details, paths } from '#server/test/error-details.ts';
import { recipeHelpers } from '#server/test/recipe-helpers.ts';

const ctx = useTestApp();
const { addLine, barWithGinAndTonic } = recipeHelpers(ctx);

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
