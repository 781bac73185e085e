import { z } from 'zod';
import type { Item } from '#contract/inventory.ts';
import { listVendorItems } from '#server/modules/buying/vendor-items.service.ts';
import { listVendors } from '#server/modules/buying/vendors.service.ts';
import { listMenu } from '#server/modules/cooking/menu.service.ts';
import { listRecipes } from '#server/modules/cooking/recipes.service.ts';
import { listItemsJson } from '#server/modules/inventory/items.service.ts';
import { bestMention, type Candidate } from '../match.ts';
import { normalize } from '../words.ts';
import { cached, type ToolScope } from './scope.ts';

/** Reads shared by the tools of one answer, each made once, and names resolved against them. */

export const loadItems = (scope: ToolScope) =>
  cached(scope, 'items', async () => {
    const json = await listItemsJson(scope.ctx, {
      location_id: scope.locationId,
      include_archived: false,
    } as Parameters<typeof listItemsJson>[1]);
    return (JSON.parse(json) as Item[]).filter((item) => !item.archived);
  });

export const loadVendors = (scope: ToolScope) =>
  cached(scope, 'vendors', () => listVendors(scope.ctx, { locationId: scope.locationId }));

export const loadVendorItems = (scope: ToolScope, vendorId: string) =>
  cached(scope, `vendor-items:${vendorId}`, () => listVendorItems(scope.ctx, { vendorId }));

export const loadRecipes = (scope: ToolScope) =>
  cached(scope, 'recipes', () => listRecipes(scope.ctx, { location_id: scope.locationId }));

export const loadMenu = (scope: ToolScope) =>
  cached(scope, 'menu', () =>
    listMenu(scope.ctx, { location_id: scope.locationId } as Parameters<typeof listMenu>[1]),
  );

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The one thing of a list a name (or an id) means; undefined when nothing fits. */
function resolve<T extends { id: string; name: string }>(
  things: T[],
  reference: string,
  aliases: (thing: T) => string[] = () => [],
): T | undefined {
  if (isUuid(reference)) return things.find((thing) => thing.id === reference);
  const exact = things.find((thing) => normalize(thing.name) === normalize(reference));
  if (exact) return exact;
  const candidates: Candidate<T>[] = things.map((thing) => ({
    value: thing,
    name: thing.name,
    aliases: aliases(thing),
  }));
  return bestMention(reference, candidates)?.value;
}

export async function resolveItem(scope: ToolScope, reference: string) {
  return resolve(await loadItems(scope), reference, (item) => (item.sku ? [item.sku] : []));
}

export async function resolveVendor(scope: ToolScope, reference: string) {
  return resolve(await loadVendors(scope), reference, (vendor) =>
    vendor.contact_name ? [vendor.contact_name] : [],
  );
}

export async function resolveRecipe(scope: ToolScope, reference: string) {
  return resolve(await loadRecipes(scope), reference);
}

export async function resolveMenuItem(scope: ToolScope, reference: string) {
  return resolve(await loadMenu(scope), reference);
}

/** A member of the location by name (or user id): the changelog's "person". */
export async function resolvePerson(scope: ToolScope, reference: string) {
  const people = (await scope.members()).map((member) => ({
    id: member.user_id,
    name: member.name,
    email: member.email,
  }));
  if (isUuid(reference)) return people.find((person) => person.id === reference);
  return bestMention(
    reference,
    people.map((person) => ({
      value: person,
      name: person.name,
      aliases: [person.name.split(' ')[0] ?? person.name, person.email.split('@')[0] ?? ''],
    })),
  )?.value;
}
