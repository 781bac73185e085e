import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import backupStatusRoutes from './lib/backups/status.routes.ts';
import { drainRequestsOnClose } from './lib/in-flight.ts';
import { createMailQueue, type MailQueue } from './lib/mail-queue/worker.ts';
import { createMailer } from './lib/mailer.ts';
import { openRedis, type SharedRedis } from './lib/redis.ts';
import { RequestLogController, requestLogFields } from './lib/request-log.ts';
import { type SharedLimits, sharedLimits } from './lib/shared-limits.ts';
import assistantModule from './modules/assistant/assistant.routes.ts';
import authModule from './modules/auth/auth.routes.ts';
import billingModule from './modules/billing/billing.routes.ts';
import buyingModule from './modules/buying/buying.routes.ts';
import cookingModule from './modules/cooking/cooking.routes.ts';
import healthModule from './modules/health/health.routes.ts';
import { isProbe } from './modules/health/probe-logging.ts';
import inventoryModule from './modules/inventory/inventory.routes.ts';
import stockCountsModule from './modules/inventory/stock-counts.routes.ts';
import locationsModule from './modules/locations/locations.routes.ts';
import passwordResetModule from './modules/password-reset/password-reset.routes.ts';
import reportsModule from './modules/reports/reports.routes.ts';
import salesModule from './modules/sales/sales.routes.ts';
import waitingListModule from './modules/waiting-list/waiting-list.routes.ts';
import authPlugin from './plugins/auth.ts';
import contextPlugin from './plugins/context.ts';
import errorsPlugin from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/errors-before-routing.ts';
import etagPlugin from './plugins/etag.ts';
import openapiPlugin from './plugins/openapi.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import realtimePlugin from './plugins/realtime.ts';
import spaPlugin from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** The outbox's worker of this process (decision 038). */
    mailer: MailQueue;
    /** The time services read (a test may fix it). */
    clock: () => Date;
    /** Redis when REDIS_URL is set: what every process must count together (decision 037). */
    redis: SharedRedis | undefined;
    /** Where the attempt limits (sign-in, password reset, assistant) keep their counts. */
    limits: SharedLimits;
    /** Every route registered, in order (the authorization matrix test reads it). */
    routeTable: { method: string; url: string }[];
  }
}

export interface BuildOptions {
  /** An open database to use (tests); otherwise the one the configuration names is opened. */
  database?: Database;
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: Writable;
  /** The time services read as "now" (tests fix it); the system clock by default. */
  clock?: () => Date;
}

export type App = FastifyInstance;

/** Builds the whole server: plugins, then modules. main.ts and every test use this. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  // Each request at debug, a summary each minute at info (request-log.ts).
  const requestLog = new RequestLogController({ isProbe });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // A reset link's token or an invite code in a page's URL stays out of the log.
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.logFormat === 'pretty' && !options.logStream
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
    },
    logController: requestLog,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // A path parameter too long to be an id still reaches its route's schema (422 on the field).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Refusals before any route answers in the contract's error body too (decision 028).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(config, {
      onMaintenanceError: (error) =>
        app.log.warn({ err: error }, 'vacuum and analyse of the embedded database failed'),
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', options.clock ?? (() => new Date()));
  requestLog.start(app.log);
  app.addHook('onClose', async () => requestLog.stop(app.log));
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeTable.push({ method, url: route.url });
  });
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  const transport = createMailer(config, app.log, app.clock);
  const mailer = createMailQueue({ db: database.db, transport, now: app.clock, log: app.log });
  app.decorate('mailer', mailer);
  // Before the database closes (onClose): the delivery in progress is marked, never cut off.
  app.addHook('preClose', async () => {
    await mailer.stop();
    await transport.close();
  });
  drainRequestsOnClose(app);
  const redis = config.redisUrl
    ? await openRedis(config.redisUrl, config.redisPrefix ?? 'barback:', app.log)
    : undefined;
  app.decorate('redis', redis);
  app.decorate('limits', sharedLimits(redis, app.log));
  app.addHook('onClose', async () => {
    await redis?.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const https = config.publicUrl.startsWith('https://');
  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // The service worker (/sw.js) and the web app manifest, both from this server.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // On plain http (a phone on the venue's network) upgrading would break every request.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000 } : false,
  });
  // Dynamic answers are compressed for each request, so at fast levels: on a 1.1 MB stock list
  // brotli quality 1 took 2.4 ms for 3% more bytes than quality 4 in 15 ms (gzip: level 1).
  // A small brotli window, so 50 lists compressed at once do not hold 50 × 4 MB. The built web
  // app is compressed once, at full strength, at build time (scripts/compress-web.ts).
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 1,
        [zlib.BROTLI_PARAM_LGWIN]: 18,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 1 },
  });
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    accountCheckMs: config.accountCheckMs,
  });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { redis });
  await app.register(openapiPlugin, { version: config.version, https });
  // Realtime first among the features: modules publish through `app.realtime` after commits.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(realtimePlugin, config.realtime ?? {});
  // One service context per request (request.ctx / request.publicCtx): modules use nothing else.
  await app.register(contextPlugin);

  await app.register(healthModule);
  // The API in a scope of its own: its answers get ETags and cache rules (plugins/etag.ts),
  // which neither the static files nor the realtime socket registered outside it should get.
  await app.register(async function api(scope) {
    await scope.register(etagPlugin);
    await scope.register(authModule, { prefix: '/api/auth' });
    await scope.register(passwordResetModule, { prefix: '/auth' });
    await scope.register(waitingListModule, { prefix: '/api' });
    await scope.register(billingModule, { prefix: '/api/billing' });
    await scope.register(locationsModule, { prefix: '/api/locations' });
    await scope.register(backupStatusRoutes, { prefix: '/api/locations' });
    await scope.register(inventoryModule, { prefix: '/api/inventory' });
    await scope.register(stockCountsModule, { prefix: '/api/counts' });
    await scope.register(buyingModule, { prefix: '/api' });
    await scope.register(cookingModule, { prefix: '/api' });
    await scope.register(salesModule, { prefix: '/api/sales' });
    await scope.register(reportsModule, { prefix: '/api/reports' });
    await scope.register(assistantModule, { prefix: '/api/ai' });
  });

  await app.register(spaPlugin, { root: config.webDistDir });
  return app;
}
