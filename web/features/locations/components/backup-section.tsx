import { useStore } from '@nanostores/react';
import type { BackupStatus } from '#contract/backups.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatWhen } from '#web/lib/amounts.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useBackupStatus } from '../api/get-backup-status.ts';

/** When the server's data was last backed up (owners): the venue's safety net, at a glance. */
export function BackupSection({ locationId }: { locationId: string }) {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  const status = useBackupStatus(locationId);

  return (
    <Section title={t.backupsTitle} description={t.backupsDescription}>
      {status.isPending && <Spinner />}
      {status.isError && (
        <FormAlert>
          <p>{known(failureMessage(status.error, t.backupStatusLoadFailed))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void status.refetch()}>
            {t.tryAgain}
          </Button>
        </FormAlert>
      )}
      {status.data && <p>{describe(status.data, t)}</p>}
    </Section>
  );
}

function describe(status: BackupStatus, t: ReturnType<typeof locationsMessages.get>): string {
  if (status.mode === 'postgres') return t.backupsByPostgres;
  if (!status.last_backup_at) return t.noBackupYet;
  return t.lastBackup({ time: formatWhen(status.last_backup_at) });
}
