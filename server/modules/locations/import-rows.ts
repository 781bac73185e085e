import type { LocationExport } from '#contract/location-export.ts';
import type { Db } from '#server/db/client.ts';
import { locations } from '#server/db/schema/index.ts';
import { toNumeric } from '#server/lib/money.ts';

export { newIds } from './import-plan.ts';

/**
 * The new location, with the file's settings, marked as being imported since `now`: it has no
 * member until the import ends (import.service.ts), so nobody sees it or reaches it meanwhile.
 * Its own insert rather than locations.service's: it also sets the food cost target.
 */
export async function openLocation(
  db: Db,
  settings: LocationExport['location'],
  now: Date,
): Promise<string> {
  const [created] = await db
    .insert(locations)
    .values({
      name: settings.name,
      currency: settings.currency,
      timezone: settings.timezone,
      address: settings.address,
      phone: settings.phone,
      email: settings.email,
      targetFoodCostPercent: toNumeric(settings.target_food_cost_percent),
      importingSince: now,
    })
    .returning({ id: locations.id });
  if (!created) throw new Error('location not created');
  return created.id;
}
