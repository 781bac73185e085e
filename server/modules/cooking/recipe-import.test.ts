import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { RECIPE_IMPORT_MAX_BYTES, type RecipeImportResponse } from '#contract/recipes.ts';
import { recipeIngredients, recipes } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation, createRecipe } from '#server/test/factories.ts';
import { tokenFor } from '#server/test/request.ts';
import { csvFile, postImport } from '#server/test/cooking-helpers.ts';

const ctx = useTestApp();

const errorOf = (body: string) =>
  (JSON.parse(body) as { error: { code: string; details?: { path: string; message: string }[] } })
    .error;

/** A bar with gin (700 ml bottles at 21), limes (1 each = 60 g, 0.25 each) and a syrup. */
async function bar() {
  const { location, owner } = await createLocation(ctx.db);
  await createItem(ctx.db, location, {
    name: 'Gin',
    unit: 'bottle',
    unitContent: '700',
    unitContentUnit: 'ml',
    costPerUnit: '21',
  });
  await createItem(ctx.db, location, {
    name: 'Lime',
    unit: 'each',
    costPerUnit: '0.25',
    conversions: [{ quantity: 1, unit: 'each', equals: 60, equals_unit: 'g' }],
  });
  await createRecipe(ctx.db, location, {
    name: 'Simple syrup',
    portions: '40',
    yieldQuantity: '1',
    yieldUnit: 'l',
  });
  return { location, owner };
}

const recipesOf = (locationId: string) =>
  ctx.db.select().from(recipes).where(eq(recipes.locationId, locationId));

describe('POST /api/recipes/bulk-import', () => {
  it('imports a CSV: items and recipes by name, any case, recipes of the same file too', async () => {
    const { location, owner } = await bar();
    const csv = [
      'Recipe,Portions,Ingredient,Quantity,Unit,Waste %,Category',
      'Gimlet,1,gin,50,ml,,Cocktails',
      'Gimlet,,LIME,30,g,20,',
      'Gimlet,,Simple Syrup,15,ml,,',
      'Gimlet batch,10,gimlet,10,portion,,Batches',
    ].join('\n');
    const response = await postImport(ctx.app, owner, { location_id: location.id }, csvFile(csv));
    expect(response.statusCode, response.body).toBe(200);
    const { created, errors } = response.json<RecipeImportResponse>();
    expect(errors).toEqual([]);
    expect(created.map((recipe) => [recipe.name, recipe.portions, recipe.category])).toEqual([
      ['Gimlet', 1, 'Cocktails'],
      ['Gimlet batch', 10, 'Batches'],
    ]);
    const gimlet = created[0];
    // gin 50/700 × 21 = 1.5; lime 30 g ÷ 0.8 = 37.5 g = 0.625 each × 0.25 = 0.15625; syrup
    // 15 ml of 1 l = 0.015 batches of nothing priced = 0.
    expect(gimlet?.ingredients.map((line) => [line.name, line.waste_percent, line.cost])).toEqual([
      ['Gin', null, 1.5],
      ['Lime', 20, 0.1563],
      ['Simple syrup', null, 0],
    ]);
    expect(gimlet?.total_cost).toBe(1.6563);
    expect(created[1]).toMatchObject({ total_cost: 16.5625, cost_per_portion: 1.6563 });
    expect((await recipesOf(location.id)).map((recipe) => recipe.name).sort()).toEqual([
      'Gimlet',
      'Gimlet batch',
      'Simple syrup',
    ]);
  });

  it('imports an XLSX file', async () => {
    const { location, owner } = await bar();
    const header = ['recipe', 'portions', 'ingredient', 'quantity', 'unit', 'waste_percent'];
    const rows = [
      ['Gin shot', 1, 'Gin', 4, 'cl', null],
      ['Gin shot', null, 'Lime', 0.5, 'each', 10],
    ];
    const data = await writeExcelFile(
      [header, ...rows].map((row) => row.map((value) => ({ value: value ?? undefined }))),
    ).toBuffer();
    const response = await postImport(
      ctx.app,
      owner,
      { location_id: location.id },
      {
        filename: 'Recipes.XLSX',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { created, errors } = response.json<RecipeImportResponse>();
    expect(errors).toEqual([]);
    expect(created).toHaveLength(1);
    // gin 40/700 × 21 = 1.2; lime 0.5 ÷ 0.9 × 0.25 = 0.138888…
    expect(created[0]).toMatchObject({ name: 'Gin shot', total_cost: 1.3389 });
    expect(created[0]?.ingredients.map((line) => line.applied_waste_percent)).toEqual([0, 10]);
  });

  it('writes nothing when a row is bad, and lists every bad row with its number', async () => {
    const { location, owner } = await bar();
    const csv = [
      'recipe,portions,ingredient,quantity,unit,waste_percent',
      'Martini,1,Gin,60,ml,',
      'Martini,1,Vermouth,10,ml,',
      'Martini,2,Gin,1,ml,',
      'Gin fizz,1,Gin,50,g,',
      ',1,Gin,50,ml,',
      'Fizz,1,Gin,abc,ml,',
      'Simple syrup,1,Gin,1,ml,',
      'Loop,1,Loop,1,portion,',
      'Ping,1,Pong,1,portion,',
      'Pong,1,Ping,1,portion,',
      'Gin sour,1,Gin,50,ml,100',
    ].join('\n');
    const response = await postImport(ctx.app, owner, { location_id: location.id }, csvFile(csv));
    expect(response.statusCode, response.body).toBe(200);
    const { created, errors } = response.json<RecipeImportResponse>();
    expect(created).toEqual([]);
    expect(errors.map((error) => error.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(errors[0]?.message).toMatch(/Vermouth/);
    expect(errors[1]?.message).toMatch(/portions/);
    expect(errors[2]?.message).toMatch(/g to bottle/);
    expect(errors[5]?.message).toMatch(/already exists/);
    expect(errors[6]?.message).toMatch(/contain itself/);
    expect(errors[9]?.message).toMatch(/waste_percent/);
    expect((await recipesOf(location.id)).map((recipe) => recipe.name)).toEqual(['Simple syrup']);
    expect(
      await ctx.db
        .select()
        .from(recipeIngredients)
        .where(eq(recipeIngredients.locationId, location.id)),
    ).toEqual([]);
  });

  it('refuses a wrong file type, an empty file, missing columns and a file too large', async () => {
    const { location, owner } = await bar();
    const fields = { location_id: location.id };
    const pdf = await postImport(ctx.app, owner, fields, {
      filename: 'recipes.pdf',
      contentType: 'application/pdf',
      data: '%PDF-1.4 not a table',
    });
    expect(pdf.statusCode).toBe(422);
    expect(errorOf(pdf.body).details).toEqual([
      { path: 'file', message: expect.stringMatching(/CSV or XLSX/) },
    ]);
    const renamed = await postImport(ctx.app, owner, fields, {
      filename: 'recipes.xlsx',
      contentType: 'application/octet-stream',
      data: 'recipe,ingredient\n',
    });
    expect(renamed.statusCode).toBe(422);
    const empty = await postImport(ctx.app, owner, fields, csvFile(''));
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty.body).details?.[0]?.message).toMatch(/empty/);
    const headerOnly = await postImport(
      ctx.app,
      owner,
      fields,
      csvFile('recipe,ingredient,quantity,unit\n'),
    );
    expect(headerOnly.statusCode).toBe(422);
    const columns = await postImport(ctx.app, owner, fields, csvFile('name,qty\nGimlet,1\n'));
    expect(columns.statusCode).toBe(422);
    expect(errorOf(columns.body).details?.[0]?.message).toMatch(
      /missing: recipe, ingredient, unit/,
    );
    const noFile = await postImport(ctx.app, owner, fields);
    expect(noFile.statusCode).toBe(422);
    const large = await postImport(
      ctx.app,
      owner,
      fields,
      csvFile(`recipe,ingredient,quantity,unit\n${'x'.repeat(RECIPE_IMPORT_MAX_BYTES)}\n`),
    );
    expect(large.statusCode).toBe(413);
    expect(errorOf(large.body).code).toBe('PAYLOAD_TOO_LARGE');
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes/bulk-import',
      payload: { location_id: location.id },
      headers: { authorization: `Bearer ${await tokenFor(ctx.app, owner)}` },
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await recipesOf(location.id)).toHaveLength(1);
  });

  it('needs a location_id (422), a token (401), a membership and the role (403)', async () => {
    const { location } = await bar();
    const file = csvFile('recipe,ingredient,quantity,unit\nShot,Gin,4,cl\n');
    const missing = await postImport(ctx.app, (await createLocation(ctx.db)).owner, {}, file);
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing.body).details?.[0]?.path).toBe('location_id');
    expect(
      (await postImport(ctx.app, undefined, { location_id: location.id }, file)).statusCode,
    ).toBe(401);
    const staff = await addMember(ctx.db, location, 'staff');
    expect((await postImport(ctx.app, staff, { location_id: location.id }, file)).statusCode).toBe(
      403,
    );
    const stranger = (await createLocation(ctx.db)).owner;
    expect(
      (await postImport(ctx.app, stranger, { location_id: location.id }, file)).statusCode,
    ).toBe(403);
    const manager = await addMember(ctx.db, location, 'manager');
    expect(
      (await postImport(ctx.app, manager, { location_id: location.id }, file)).statusCode,
    ).toBe(200);
  });
});
