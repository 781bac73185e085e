import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MenuItem, MenuRecipe } from '../../../../contract/menu.ts';
import type { Recipe } from '../../../../contract/recipes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { amountText } from '../amounts.ts';
import { useAddMenuRecipe, useUpdateMenuItem } from '../api/save-menu-item.ts';
import { MENU_RECIPE_FIELDS, menuRecipeForm } from '../menu-form.ts';
import type { MenuRecipeValues } from '../menu-form.ts';

interface MenuRecipeDialogProps {
  locationId: string;
  item: MenuItem;
  /** The attached recipe to change the portions of; none to attach one. */
  line?: MenuRecipe;
  recipes: Recipe[];
  onClose: () => void;
}

/**
 * Attaches a recipe with its portions (`POST /api/menu/{id}/recipes`), or changes the portions
 * of one attached: there is no call for one line, so the item's recipes are sent whole.
 */
export function MenuRecipeDialog({
  locationId,
  item,
  line,
  recipes,
  onClose,
}: MenuRecipeDialogProps) {
  const add = useAddMenuRecipe(locationId, item.id);
  const update = useUpdateMenuItem(locationId, item.id);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MenuRecipeValues, unknown, object>({
    resolver: zodResolver(menuRecipeForm()) as never,
    defaultValues: {
      recipe_id: line?.recipe_id ?? '',
      quantity: line ? amountText(line.quantity) : '1',
    },
  });
  const chosen = useWatch({ control, name: 'recipe_id' });
  const shown = recipes.filter(
    (recipe) => recipe.id === chosen || recipe.name.toLowerCase().includes(deferredSearch),
  );

  const onSubmit = handleSubmit(async (body) => {
    const input = body as { recipe_id: string; quantity: number };
    try {
      if (line) {
        await update.mutateAsync({
          recipes: item.recipes.map((known) => ({
            recipe_id: known.recipe_id,
            quantity: known.id === line.id ? input.quantity : known.quantity,
          })),
        });
      } else {
        await add.mutateAsync(input);
      }
      onClose();
    } catch (error) {
      showSubmitError(error, setError, MENU_RECIPE_FIELDS, 'The recipe could not be saved.');
    }
  });

  return (
    <ModalDialog
      title={line ? `Portions of ${line.recipe_name}` : `Add a recipe to ${item.name}`}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        {!line && (
          <>
            <TextField
              label="Find a recipe"
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label="Recipe"
              error={errors.recipe_id?.message}
              {...register('recipe_id')}
            >
              <option value="">Choose a recipe</option>
              {shown.map((recipe) => (
                <option key={recipe.id} value={recipe.id}>
                  {recipe.name}
                </option>
              ))}
            </SelectField>
            {recipes.length === 0 && (
              <p className="text-sm text-muted">No recipes yet: add one on the Recipes screen.</p>
            )}
          </>
        )}
        <TextField
          label="Portions"
          hint="Portions of the recipe in one serving of the item."
          inputMode="decimal"
          autoComplete="off"
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
            {line ? 'Save the portions' : 'Add the recipe'}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
