import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Recipe } from '#contract/recipes.ts';
import { knownUnits } from '#contract/units.ts';
import { DetailsForm, Suggestions } from '#web/components/record-form.tsx';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { showNamedSubmitError } from '#web/lib/form-errors.ts';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { formatQuantity } from '#web/lib/amounts.ts';
import { useUnitAmount } from '#web/lib/unit-amount.ts';
import { useUpdateRecipe } from '../api/update-recipe.ts';
import { RECIPE_FIELDS, recipeForm, recipeValues } from '../recipe-form.ts';
import type { RecipeValues } from '../recipe-form.ts';

const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** Name, category, yield, portions, description and instructions of a recipe (managers). */
export function RecipeDetailsForm({ locationId, recipe }: { locationId: string; recipe: Recipe }) {
  const t = useStore(recipesMessages);
  const unitsId = useId();
  const update = useUpdateRecipe(locationId, recipe.id);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RecipeValues, unknown, object>({
    resolver: zodResolver(recipeForm()) as never,
    defaultValues: recipeValues(recipe),
  });

  const onSubmit = handleSubmit(async (body) => {
    setSaved(false);
    try {
      const updated = await update.mutateAsync(body);
      reset(recipeValues(updated));
      setSaved(true);
    } catch (error) {
      showNamedSubmitError(error, setError, RECIPE_FIELDS, t.recipeSaveFailed);
    }
  });

  return (
    <DetailsForm
      onSubmit={onSubmit}
      error={errors.root?.server?.message}
      saved={saved ? t.recipeSaved : undefined}
      pending={isSubmitting}
      words={{ submit: t.saveRecipe, pending: t.saving }}
      fields={
        <>
          <TextField
            label={t.name}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t.category}
            optional
            autoComplete="off"
            error={errors.category?.message}
            {...register('category')}
          />
          <TextField
            label={t.portions}
            hint={t.portionsHint}
            {...DECIMAL}
            error={errors.portions?.message}
            {...register('portions')}
          />
          <TextField
            label={t.yield}
            optional
            hint={t.yieldHint}
            {...DECIMAL}
            error={errors.yield_quantity?.message}
            {...register('yield_quantity')}
          />
          <TextField
            label={t.yieldUnit}
            optional
            hint={t.yieldUnitHint}
            list={unitsId}
            autoComplete="off"
            error={errors.yield_unit?.message}
            {...register('yield_unit')}
          />
        </>
      }
    >
      <Suggestions id={unitsId} values={knownUnits} />
      <TextAreaField
        label={t.descriptionLabel}
        optional
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label={t.instructions}
        optional
        rows={6}
        error={errors.instructions?.message}
        {...register('instructions')}
      />
    </DetailsForm>
  );
}

/** The same fields, read only (staff). */
export function RecipeDetails({ recipe }: { recipe: Recipe }) {
  const t = useStore(recipesMessages);
  const unitAmount = useUnitAmount();
  const rows: [string, string][] = [
    [t.category, recipe.category ?? t.none],
    [t.portions, formatQuantity(recipe.portions)],
    [
      t.yield,
      recipe.yield_quantity !== null
        ? recipe.yield_unit
          ? unitAmount(recipe.yield_quantity, recipe.yield_unit)
          : formatQuantity(recipe.yield_quantity)
        : t.notGiven,
    ],
    [t.descriptionLabel, recipe.description ?? t.none],
    [t.instructions, recipe.instructions ?? t.none],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-[9rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="break-words whitespace-pre-line text-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
