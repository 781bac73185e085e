import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeImportResponse } from '#contract/recipes.ts';
import { postForm } from '#web/lib/upload-form.ts';
import { recipeKeys } from './keys.ts';

/** `POST /api/recipes/bulk-import` as multipart (`location_id`, `file`). */
function importRecipes(locationId: string, file: File): Promise<RecipeImportResponse> {
  return postForm('/api/recipes/bulk-import', () => {
    const form = new FormData();
    form.set('location_id', locationId);
    form.set('file', file, file.name);
    return form;
  });
}

export function useImportRecipes(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importRecipes(locationId, file),
    onSuccess: (answer) =>
      answer.errors.length === 0
        ? queryClient.invalidateQueries({ queryKey: recipeKeys.location(locationId) })
        : undefined,
  });
}
