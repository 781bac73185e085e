import { useMutation } from '@tanstack/react-query';
import type { CreateMenuItemBody, MenuItem } from '#contract/menu.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshMenu } from './cache.ts';

/** `POST /api/menu`: a new dish or drink. */
function createMenuItem(body: CreateMenuItemBody): Promise<MenuItem> {
  return api.post<MenuItem>('/api/menu', body, { notify: false });
}

export function useCreateMenuItem(locationId: string) {
  const refresh = useRefreshMenu(locationId);
  return useMutation({ mutationFn: createMenuItem, onSuccess: refresh });
}
