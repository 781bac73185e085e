import type { Item } from '../../../../contract/inventory.ts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/inventory/{id}`: one item, archived ones too (then `archived: true`). */
export function getItem(itemId: string, signal?: AbortSignal): Promise<Item> {
  return api.get<Item>(`/api/inventory/${itemId}`, { notify: false, signal });
}
