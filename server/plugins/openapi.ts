import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { REFRESH_COOKIE } from '../modules/auth/refresh-cookie.ts';
import { operationIds } from './operation-ids.ts';

const DOCS_PREFIX = '/api/docs';
/** Where the document is served, beside its UI. */
export const OPENAPI_DOCUMENT_PATH = `${DOCS_PREFIX}/json`;

type Operations = Record<string, Record<string, { operationId?: string }>>;

/** Names every operation from the table in operation-ids.ts; one missing stays unnamed. */
function nameOperations(paths: Operations | undefined): void {
  for (const [path, operations] of Object.entries(paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const operationId = operationIds[`${method.toUpperCase()} ${path}`];
      if (operationId) operation.operationId = operationId;
    }
  }
}

/**
 * The OpenAPI document, generated from the routes' zod schemas, and its UI at /api/docs.
 * OpenAPI 3.1, whose schemas are JSON Schema: zod's `null` in a union has no faithful 3.0 form.
 * Each route states its own `security`: the bearer token, the refresh cookie, or none (`[]`).
 */
export default fp<{ version: string; https: boolean }>(
  async function openapiPlugin(app: FastifyInstance, { version, https }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Barback API',
          description: 'Stock, orders, recipes and menus for restaurants and bars.',
          version,
        },
        // The API serves its own description, so its paths are relative to wherever it runs.
        servers: [{ url: '/', description: 'The server this document was fetched from' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        nameOperations(documentObject.openapiObject.paths as Operations | undefined);
        return documentObject.openapiObject;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      // Swagger UI styles its markup inline; and on plain http, upgrading requests breaks it.
      transformStaticCSP: (header) => {
        const policy = header.replace(
          "style-src 'self' https:",
          "style-src 'self' https: 'unsafe-inline'",
        );
        return https ? policy : policy.replace(/\s*upgrade-insecure-requests;/, '');
      },
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'openapi' },
);
