import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** `DELETE /api/locations/{id}`: the location and everything in it (owner only). */
function deleteLocation(id: string): Promise<void> {
  return api.delete(`/api/locations/${id}`, undefined, { notify: false });
}

/** The caller forgets the location afterwards (see `forgetLocation`), once it has moved away. */
export function useDeleteLocation(id: string) {
  return useMutation({ mutationFn: () => deleteLocation(id) });
}
