import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import categoriesRoutes from './categories.routes.ts';
import changelogRoutes from './changelog.routes.ts';
import countsRoutes from './counts.routes.ts';
import importRoutes from './import.routes.ts';
import itemsRoutes from './items.routes.ts';
import summaryRoutes from './summary.routes.ts';
import type { InventoryContext, InventoryEvent } from './stock.ts';

interface RealtimePublisher {
  publish(event: InventoryEvent): Promise<void>;
}

/**
 * Announces inventory changes through the realtime plugin when it is registered. The change
 * has committed already: a failed announcement is logged, never turned into a failed request.
 */
function inventoryPublisher(app: FastifyInstance): InventoryContext['publish'] {
  return async (event) => {
    if (!app.hasDecorator('realtime')) return;
    const { realtime } = app as unknown as { realtime: RealtimePublisher };
    await realtime.publish(event).catch((error: unknown) => {
      app.log.warn({ err: error, event: event.type }, 'realtime publish failed');
    });
  };
}

/** Options every inventory route file receives from the module. */
export interface InventoryRouteOptions {
  ctx: InventoryContext;
}

/**
 * Inventory under /api/inventory: items, counts, categories, changelog, import (api.md §
 * Inventory) and the dashboard summary.
 */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const ctx: InventoryContext = { db: app.db, publish: inventoryPublisher(app) };
  await app.register(categoriesRoutes, { ctx });
  await app.register(changelogRoutes, { ctx });
  await app.register(countsRoutes, { ctx });
  await app.register(importRoutes, { ctx });
  await app.register(itemsRoutes, { ctx });
  await app.register(summaryRoutes, { ctx });
};

export default inventoryRoutes;
