import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendError } from './errors.ts';

export interface SpaOptions {
  /** The built web app (vite build output); when missing, only the API is served. */
  root: string;
}

/** Serves the built web app, with the history fallback to index.html for every page path. */
export default fp<SpaOptions>(
  async function spaPlugin(app: FastifyInstance, { root }) {
    const indexFile = path.join(root, 'index.html');
    const hasWeb = existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: ['index.html'],
        // scripts/compress-web.ts writes .br and .gz beside each asset at build time.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite names assets by content hash: they never change under one name.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ root }, 'web app not built: run "npm run build" to serve it');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(pathname) &&
        path.extname(pathname) === '';
      if (isPage && hasWeb) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(request, reply, {
        code: 'NOT_FOUND',
        message: `Route ${request.method} ${pathname} not found`,
      });
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);
