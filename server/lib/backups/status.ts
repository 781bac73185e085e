import type { BackupStatus } from '#contract/backups.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { lastBackupAt } from './files.ts';

/**
 * When the server's database was last backed up, for a location's owner: a backup holds every
 * location on the server, so only those who may delete a location's whole data see it.
 */
export async function getBackupStatus(
  ctx: Context,
  input: { locationId: string },
): Promise<BackupStatus> {
  await requireMember(ctx.db, ctx.user.id, input.locationId, 'backups.view');
  if (ctx.database.driver !== 'pglite') return { mode: 'postgres', last_backup_at: null };
  const last = await lastBackupAt(ctx.config.dataDir);
  return { mode: 'embedded', last_backup_at: last ? last.toISOString() : null };
}
