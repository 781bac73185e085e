import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/errors.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { useCreateRecipe } from '../api/save-recipe.ts';
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
      // A 409 is a name the location already uses.
      if (error instanceof ApiError && error.status === 409) {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSubmitError(error, setError, NEW_RECIPE_FIELDS, t.recipeCreateFailed);
    }
  });

  return (
    <ModalDialog title={t.newRecipe} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
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
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.creating}>
            {t.createRecipe}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
