// npm run restore -- FILE: puts a backup made by `npm run backup` back as DATA_DIR/db, with the
// server stopped. The file is checked first; the data it replaces is kept aside until the
// restored database opens.
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { RestoreRefusedError, restoreBackup } from '#server/lib/backups/restore.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE   (a file from DATA_DIR/backups)');
  process.exit(2);
}

try {
  const config = await loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).');
    process.exit(1);
  }
  const { replaced } = await restoreBackup(config.dataDir, path.resolve(file));
  console.log(
    `Restored ${path.resolve(file)} into ${path.join(config.dataDir, 'db')}` +
      (replaced ? ' (the data it replaced is removed).' : '.'),
  );
  console.log('Start the server again: npm start');
} catch (error) {
  if (error instanceof ConfigError || error instanceof RestoreRefusedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
