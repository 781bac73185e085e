import { z } from 'zod';
import { timestamp } from './text.ts';

/**
 * The backups of the server's database, as a location's owner sees them: made by Barback
 * itself (the embedded database, into DATA_DIR/backups) or by the PostgreSQL server's own tools.
 */
export const backupStatus = z.object({
  mode: z
    .enum(['embedded', 'postgres'])
    .describe('embedded: Barback makes the backups; postgres: the PostgreSQL server does'),
  last_backup_at: timestamp
    .nullable()
    .describe('the time of the newest backup; null when none was made, or in postgres mode'),
});
export type BackupStatus = z.infer<typeof backupStatus>;
