import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationImportResponse } from '#contract/location-export.ts';
import { api } from '#web/lib/api-client.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';

/** `POST /api/locations/import`: a location's file read into a new location the caller owns. */
function importLocation(file: unknown): Promise<LocationImportResponse> {
  return api.post<LocationImportResponse>('/api/locations/import', file, { notify: false });
}

/** Adds the new location to the user's list (store and query) as soon as it exists. */
export function useImportLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLocation,
    onSuccess: async (created) => {
      useAuthStore
        .getState()
        .addLocations([{ id: created.location_id, name: created.name, role: 'owner' }]);
      await queryClient.invalidateQueries({ queryKey: locationKeys.list() });
    },
  });
}
