/**
 * Real PostgreSQL only: two managers nesting two recipes in each other at the same moment.
 * Each alone is no cycle; together they would be. The recipe graph's lock makes the second
 * see the first, so exactly one is saved and the other is refused.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recipeIngredients } from '#server/db/schema/index.ts';
import { usePostgresTestApp } from '#server/test/app.ts';
import { addMember, createLocation, createRecipe } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';

const ctx = usePostgresTestApp();

describe('recipe cycles at the same moment', () => {
  it('saves one of "A holds B" and "B holds A" sent together, and refuses the other', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { location, owner } = await createLocation(ctx.db);
      const manager = await addMember(ctx.db, location, 'manager');
      const a = await createRecipe(ctx.db, location, { name: 'A' });
      const b = await createRecipe(ctx.db, location, { name: 'B' });
      const line = (id: string) => ({ sub_recipe_id: id, quantity: 1, unit: 'portion' });
      const answers = await Promise.all([
        as(ctx.app, owner).post(`/api/recipes/${a.id}/ingredients`, line(b.id)),
        as(ctx.app, manager).post(`/api/recipes/${b.id}/ingredients`, line(a.id)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
      const saved = await ctx.db
        .select()
        .from(recipeIngredients)
        .where(
          and(
            eq(recipeIngredients.locationId, location.id),
            inArray(recipeIngredients.recipeId, [a.id, b.id]),
          ),
        );
      expect(saved).toHaveLength(1);
    }
  });
});
