import { useQueryClient } from '@tanstack/react-query';
import { menuKeys } from './keys.ts';

export function useRefreshMenu(locationId: string, except?: (key: readonly unknown[]) => boolean) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: menuKeys.location(locationId),
      predicate: except ? (query) => !except(query.queryKey) : undefined,
    });
}
