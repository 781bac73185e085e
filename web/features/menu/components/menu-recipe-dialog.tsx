import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MenuItem, MenuRecipe } from '#contract/menu.ts';
import type { Recipe } from '#contract/recipes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { amountText } from '#web/lib/amounts.ts';
import { useAddMenuRecipe } from '../api/add-menu-recipe.ts';
import { useUpdateMenuItem } from '../api/update-menu-item.ts';
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
  const t = useStore(menuMessages);
  // The form's own message, in the reader's language (the contract's are translated on display).
  const schema = useMemo(() => menuRecipeForm({ chooseRecipe: t.chooseRecipe }), [t]);
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
    resolver: zodResolver(schema) as never,
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
      showSubmitError(error, setError, MENU_RECIPE_FIELDS, t.recipeSaveFailed);
    }
  });

  return (
    <ModalDialog
      title={line ? t.portionsOf({ name: line.recipe_name }) : t.addRecipeTo({ name: item.name })}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        {!line && (
          <>
            <TextField
              label={t.findRecipe}
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label={t.recipe}
              error={errors.recipe_id?.message}
              {...register('recipe_id')}
            >
              <option value="">{t.chooseRecipe}</option>
              {shown.map((recipe) => (
                <option key={recipe.id} value={recipe.id}>
                  {recipe.name}
                </option>
              ))}
            </SelectField>
            {recipes.length === 0 && <p className="text-sm text-muted">{t.noRecipes}</p>}
          </>
        )}
        <TextField
          label={t.portions}
          hint={t.portionsHint}
          inputMode="decimal"
          autoComplete="off"
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.saving}>
            {line ? t.savePortions : t.addTheRecipe}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
