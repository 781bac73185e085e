import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CreateDialog } from '#web/components/record-form.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { showNamedSubmitError } from '#web/lib/form-errors.ts';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { useCreateRecipe } from '../api/create-recipe.ts';
import { NEW_RECIPE_FIELDS, newRecipeForm } from '../recipe-form.ts';
import type { NewRecipeValues } from '../recipe-form.ts';

/** Names a new recipe, then opens it to add its ingredients. */
export function NewRecipeDialog({
  locationId,
  onClose,
}: {
  locationId: string;
  onClose: () => void;
}) {
  const t = useStore(recipesMessages);
  const navigate = useNavigate();
  const createRecipe = useCreateRecipe(locationId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewRecipeValues, unknown, object>({
    resolver: zodResolver(newRecipeForm(locationId)) as never,
    defaultValues: { name: '', category: '', portions: '1' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const recipe = await createRecipe.mutateAsync(
        body as Parameters<typeof createRecipe.mutateAsync>[0],
      );
      onClose();
      await navigate(`/dashboard/${locationId}/recipes/${recipe.id}`);
    } catch (error) {
      showNamedSubmitError(error, setError, NEW_RECIPE_FIELDS, t.recipeCreateFailed);
    }
  });

  return (
    <CreateDialog
      title={t.newRecipe}
      onClose={onClose}
      onSubmit={onSubmit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      words={{ submit: t.createRecipe, pending: t.creating, cancel: t.cancel }}
    >
      <TextField
        label={t.name}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t.category}
        optional
        hint={t.categoryHint}
        autoComplete="off"
        error={errors.category?.message}
        {...register('category')}
      />
      <TextField
        label={t.portions}
        hint={t.portionsHint}
        inputMode="decimal"
        autoComplete="off"
        error={errors.portions?.message}
        {...register('portions')}
      />
    </CreateDialog>
  );
}
