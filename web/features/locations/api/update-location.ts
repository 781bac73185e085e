import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location, UpdateLocationBody } from '#contract/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `PUT /api/locations/{id}`: name, currency, time zone, address (manager or owner). */
function updateLocation(id: string, body: UpdateLocationBody): Promise<Location> {
  return api.put<Location>(`/api/locations/${id}`, body, { notify: false });
}

export function useUpdateLocation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLocationBody) => updateLocation(id, body),
    onSuccess: async (location) => {
      useAuthStore.getState().updateLocation({
        id: location.id,
        name: location.name,
        role: location.role,
      });
      queryClient.setQueryData(locationKeys.detail(id), location);
      await queryClient.invalidateQueries({ queryKey: locationKeys.list() });
    },
  });
}
