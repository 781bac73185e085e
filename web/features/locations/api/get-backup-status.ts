import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '#contract/backups.ts';
import { api } from '#web/lib/api-client.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `GET /api/locations/{id}/backup-status` (owner). */
function getBackupStatus(locationId: string, signal?: AbortSignal): Promise<BackupStatus> {
  return api.get<BackupStatus>(`/api/locations/${locationId}/backup-status`, {
    notify: false,
    signal,
  });
}

export function useBackupStatus(locationId: string) {
  return useQuery({
    queryKey: [...locationKeys.all, 'backup-status', locationId],
    queryFn: ({ signal }) => getBackupStatus(locationId, signal),
  });
}
