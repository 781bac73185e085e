import { useMutation } from '@tanstack/react-query';
import type { Category } from '#contract/inventory.ts';
import { useRefreshInventory } from './cache.ts';
import { updateCategory } from './update-category.ts';

/** Moves a category one place, then numbers every category by its place (only changes sent). */
export function useMoveCategory(locationId: string) {
  return useMutation({
    mutationFn: async ({
      ordered,
      index,
      by,
    }: {
      ordered: Category[];
      index: number;
      by: -1 | 1;
    }) => {
      const next = [...ordered];
      const [moved] = next.splice(index, 1);
      if (!moved) return;
      next.splice(index + by, 0, moved);
      for (const [place, category] of next.entries()) {
        if (category.sort_order !== place) await updateCategory(category.id, { sort_order: place });
      }
    },
    onSettled: useRefreshInventory(locationId),
  });
}
