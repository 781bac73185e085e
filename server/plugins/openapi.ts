import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, and its UI at /api/docs. */
export default fp<{ version: string; https: boolean }>(
  async function openapiPlugin(app: FastifyInstance, { version, https }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Barback API',
          description: 'Stock, orders, recipes and menus for restaurants and bars.',
          version,
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
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
