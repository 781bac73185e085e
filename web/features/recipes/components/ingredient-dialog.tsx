import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Item } from '#contract/inventory.ts';
import type { Ingredient, Recipe } from '#contract/recipes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { formatQuantity } from '#web/lib/amounts.ts';
import { useAddIngredient } from '../api/add-ingredient.ts';
import { useUpdateIngredient } from '../api/update-ingredient.ts';
import {
  addIngredientForm,
  INGREDIENT_FIELDS,
  ingredientValues,
  sourceOf,
  sourceValue,
  updateIngredientForm,
} from '../recipe-form.ts';
import type { IngredientValues } from '../recipe-form.ts';
import { unitLabel, unitsForItem, unitsForRecipe } from '#web/lib/unit-options.ts';

interface IngredientDialogProps {
  locationId: string;
  recipe: Recipe;
  /** The line to edit; none to add one. */
  line?: Ingredient;
  items: Item[];
  recipes: Recipe[];
  onClose: () => void;
}

const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;

const matches = (name: string, search: string) =>
  !search || name.toLowerCase().includes(search.toLowerCase());

/** Adds or edits a line: an inventory item or another recipe, a quantity, a unit that converts, waste. */
export function IngredientDialog({
  locationId,
  recipe,
  line,
  items,
  recipes,
  onClose,
}: IngredientDialogProps) {
  const t = useStore(recipesMessages);
  const add = useAddIngredient(locationId, recipe.id);
  const update = useUpdateIngredient(locationId);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<IngredientValues, unknown, object>({
    resolver: zodResolver(line ? updateIngredientForm() : addIngredientForm()) as never,
    defaultValues: ingredientValues(line),
  });

  const chosenSource = useWatch({ control, name: 'source' });
  const source = sourceOf(chosenSource);
  const item = source?.kind === 'item' ? items.find((known) => known.id === source.id) : undefined;
  const subRecipe =
    source?.kind === 'recipe' ? recipes.find((known) => known.id === source.id) : undefined;
  const unit = useWatch({ control, name: 'unit' });
  const units = useMemo(() => {
    const offered = item ? unitsForItem(item) : subRecipe ? unitsForRecipe(subRecipe) : [];
    // A saved unit that no longer converts stays visible, so the line can be fixed.
    return unit && !offered.includes(unit) ? [unit, ...offered] : offered;
  }, [item, subRecipe, unit]);

  // Not the recipe itself; the server refuses deeper cycles with its own message.
  const otherRecipes = recipes.filter((known) => known.id !== recipe.id);
  const shownItems = items.filter(
    (known) =>
      matches(known.name, deferredSearch) || sourceValue('item', known.id) === chosenSource,
  );
  const shownRecipes = otherRecipes.filter(
    (known) =>
      matches(known.name, deferredSearch) || sourceValue('recipe', known.id) === chosenSource,
  );

  const sourceField = register('source', {
    onChange: (event: { target: { value: string } }) => {
      const next = sourceOf(event.target.value);
      const nextItem = next?.kind === 'item' ? items.find((known) => known.id === next.id) : null;
      setValue('unit', nextItem ? nextItem.unit : next ? 'portion' : '');
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (line) await update.mutateAsync({ id: line.id, body });
      else await add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0]);
      onClose();
    } catch (error) {
      showSubmitError(error, setError, INGREDIENT_FIELDS, t.ingredientSaveFailed);
    }
  });

  const sourceError =
    errors.source?.message ??
    (errors as Record<string, { message?: string } | undefined>).inventory_item_id?.message;
  const itemWaste = item?.waste_percent ?? null;
  return (
    <ModalDialog
      title={line ? t.editName({ name: line.name }) : t.addIngredientTo({ recipe: recipe.name })}
      onClose={onClose}
      size="lg"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        {line ? (
          <p>
            <span className="font-medium">{t.ingredientLabel}</span> {line.name}
          </p>
        ) : (
          <>
            <TextField
              label={t.findIngredient}
              type="search"
              autoComplete="off"
              hint={t.findIngredientHint}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField label={t.ingredient} error={sourceError} {...sourceField}>
              <option value="">{t.chooseSource}</option>
              {shownItems.length > 0 && (
                <optgroup label={t.inventoryItems}>
                  {shownItems.map((known) => (
                    <option key={known.id} value={sourceValue('item', known.id)}>
                      {known.name} ({unitLabel(known.unit)})
                    </option>
                  ))}
                </optgroup>
              )}
              {shownRecipes.length > 0 && (
                <optgroup label={t.prepRecipes}>
                  {shownRecipes.map((known) => (
                    <option key={known.id} value={sourceValue('recipe', known.id)}>
                      {known.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </SelectField>
            {deferredSearch && shownItems.length === 0 && shownRecipes.length === 0 && (
              <p role="status" className="text-sm text-muted">
                {t.nothingCalled({ search: deferredSearch })}
              </p>
            )}
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t.quantity}
            {...DECIMAL}
            error={errors.quantity?.message}
            {...register('quantity')}
          />
          <SelectField
            label={t.unit}
            hint={units.length === 0 ? t.chooseIngredientFirst : undefined}
            error={errors.unit?.message}
            {...register('unit')}
          >
            {units.length === 0 && <option value="">—</option>}
            {units.map((known) => (
              <option key={known} value={known}>
                {unitLabel(known)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t.wastePercent}
            optional
            hint={
              itemWaste !== null ? t.itemWaste({ percent: formatQuantity(itemWaste) }) : t.wasteHint
            }
            {...DECIMAL}
            error={errors.waste_percent?.message}
            {...register('waste_percent')}
          />
        </div>
        {item && (
          <p className="text-sm text-muted">
            {t.onlyConvertingUnits({ unit: unitLabel(item.unit) })}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.saving}>
            {line ? t.saveIngredient : t.addTheIngredient}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
