import type { Location } from '#contract/locations.ts';
import type { Context } from '#server/lib/context.ts';
import { getLocation } from '#server/modules/locations/locations.service.ts';

/**
 * Where the assistant's tools run: the caller's own context (so every membership and role
 * check of the services they call applies) and always the location of the request — no tool
 * takes a location, so nothing a question or a name says can reach another one.
 */

/** What a tool runs in: the caller's context and the location of the request. */
export interface ToolScope {
  ctx: Context;
  location: Location;
  /** Lookups shared by the tools of one answer. */
  cache: Map<string, Promise<unknown>>;
}

/** The scope of one answer in a location. */
export async function toolScope(ctx: Context, locationId: string): Promise<ToolScope> {
  return { ctx, location: await getLocation(ctx, { locationId }), cache: new Map() };
}

/** A lookup shared by the tools of one answer: made once, when first asked for. */
export function cached<T>(scope: ToolScope, key: string, load: () => Promise<T>): Promise<T> {
  let value = scope.cache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    scope.cache.set(key, value);
  }
  return value;
}
