import { and, asc, eq } from 'drizzle-orm';
import { priceChanges, vendorItems } from '#server/db/schema/index.ts';
import type { TestContext } from './app.ts';
import type { TestLocation } from './factories.ts';

/** What the database holds of catalogue lines, read on the test file's app. */
export function vendorItemRows(ctx: TestContext) {
  const linesOf = (vendorId: string) =>
    ctx.db
      .select()
      .from(vendorItems)
      .where(eq(vendorItems.vendorId, vendorId))
      .orderBy(asc(vendorItems.name));

  const historyOf = (vendorItemId: string) =>
    ctx.db.select().from(priceChanges).where(eq(priceChanges.vendorItemId, vendorItemId));

  const preferredOf = (location: TestLocation, itemId: string) =>
    ctx.db
      .select({ id: vendorItems.id })
      .from(vendorItems)
      .where(
        and(
          eq(vendorItems.locationId, location.id),
          eq(vendorItems.inventoryItemId, itemId),
          eq(vendorItems.isPreferred, true),
        ),
      );

  return { linesOf, historyOf, preferredOf };
}
