import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/open.ts';
import { startBackups } from './lib/backups/service.ts';
import { collectWhenIdle, fullCollection } from './lib/idle-gc.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = await loadConfig();
  const app = await buildApp(config);
  // The embedded database's backups: on request (npm run backup) and on schedule.
  await startBackups(app);
  // Memory back after a busy spell, here and in the embedded database's thread (decision 045).
  const collect = fullCollection();
  collectWhenIdle(app, {
    collect: async () => {
      const before = process.memoryUsage().rss;
      collect?.();
      await app.database.collectGarbage?.();
      const after = process.memoryUsage();
      app.log.debug(
        {
          rssBefore: before,
          rssAfter: after.rss,
          heapTotal: after.heapTotal,
          heapUsed: after.heapUsed,
        },
        'garbage collected after a busy spell',
      );
    },
    onError: (error) =>
      app.log.warn({ err: error }, 'garbage collection after a busy spell failed'),
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // Time from the process's start: what a restart keeps the venue waiting (npm run bench:start).
  app.log.info(
    { startedInMs: Math.round(process.uptime() * 1000) },
    `Barback is serving on http://${shown}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
