import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLocationBody, Location } from '#contract/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `POST /api/locations`: a new venue, with the caller as its owner. */
function createLocation(body: CreateLocationBody): Promise<Location> {
  return api.post<Location>('/api/locations', body, { notify: false });
}

/** Adds the new location to the user's list (store and query) as soon as it exists. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: async (location) => {
      const { id, name, role } = location;
      useAuthStore.getState().addLocations([{ id, name, role }]);
      queryClient.setQueryData(locationKeys.detail(id), location);
      await queryClient.invalidateQueries({ queryKey: locationKeys.list() });
    },
  });
}
