import type { App } from '#server/app.ts';
import { serveBackupRequests } from './control.ts';
import { removeLeftovers } from './files.ts';
import { scheduleBackups, type Timers } from './schedule.ts';
import { backupTaker, makesOwnBackups } from './take.ts';

export const DEFAULT_BACKUP_INTERVAL_HOURS = 24;
export const DEFAULT_BACKUP_KEEP = 7;

/**
 * Backups of the embedded database while the server runs: on request over DATA_DIR/control.sock
 * (`npm run backup`) and every BACKUP_INTERVAL_HOURS, keeping the newest BACKUP_KEEP. Nothing in
 * PostgreSQL mode, where the database server's own tools make them. Stops when the app closes.
 */
export async function startBackups(app: App, options: { timers?: Timers } = {}): Promise<void> {
  if (!makesOwnBackups(app.database)) return;
  const { dataDir } = app.config;
  await removeLeftovers(dataDir);
  const backup = backupTaker(app.database, dataDir, app.clock);
  // A data directory where no socket can be made (a path too long for one, a file system
  // without them) still gets its scheduled backups; `npm run backup` then says the server runs.
  const channel = await serveBackupRequests(dataDir, async () => {
    const file = await backup();
    app.log.info({ backup: file.path, bytes: file.size }, 'backup made on request');
    return file;
  }).catch((error: unknown) => {
    app.log.warn({ err: error }, 'npm run backup cannot reach this server: no control socket');
    return undefined;
  });
  const schedule = scheduleBackups({
    dataDir,
    intervalHours: app.config.backup?.intervalHours ?? DEFAULT_BACKUP_INTERVAL_HOURS,
    keep: app.config.backup?.keep ?? DEFAULT_BACKUP_KEEP,
    backup,
    now: app.clock,
    ...(options.timers ? { timers: options.timers } : {}),
    onBackup: (file) => app.log.info({ backup: file.path, bytes: file.size }, 'backup made'),
    onError: (error) => app.log.error({ err: error }, 'the scheduled backup failed'),
  });
  // Before the database closes (onClose), so no backup is left half made.
  app.addHook('preClose', async () => {
    await schedule.stop();
    await channel?.close();
  });
}
