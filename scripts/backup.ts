// npm run backup: a consistent copy of the embedded database in DATA_DIR/backups, made by the
// running server when there is one (no need to stop it), else by this process.
import { ConfigError, loadConfig } from '#server/config.ts';
import { DataDirLockedError } from '#server/db/open.ts';
import { BackupRefusedError, backupDataDir } from '#server/lib/backups/offline.ts';

try {
  const config = await loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump -Fc, see the README).',
    );
    process.exit(1);
  }
  const backup = await backupDataDir(config.dataDir);
  const megabytes = (backup.size / 1024 / 1024).toFixed(1);
  const maker = backup.by === 'server' ? 'the running server' : 'this process (no server running)';
  console.log(`Backup written by ${maker}: ${backup.path}`);
  console.log(`Size: ${backup.size} bytes (${megabytes} MB)`);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof BackupRefusedError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
