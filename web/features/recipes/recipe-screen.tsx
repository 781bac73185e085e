import { useStore } from '@nanostores/react';
import { Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Ingredient } from '#contract/recipes.ts';
import { can } from '#contract/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useInventoryItems } from './api/get-inventory.ts';
import { useRecipeCost } from './api/get-recipe-cost.ts';
import { useRecipe } from './api/get-recipe.ts';
import { useRecipes } from './api/get-recipes.ts';
import { useDeleteIngredient } from './api/delete-ingredient.ts';
import { useDeleteRecipe } from './api/delete-recipe.ts';
import { AllergenList } from '#web/components/allergen-list.tsx';
import { BackLink, RecordPending } from '#web/components/record-screen.tsx';
import { IngredientDialog } from './components/ingredient-dialog.tsx';
import { IngredientLines } from './components/ingredient-lines.tsx';
import { RecipeDetails, RecipeDetailsForm } from './components/recipe-details-form.tsx';
import { Cost } from './cost.tsx';
import { notifyFailure } from '#web/lib/notify-failure.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { formatQuantity } from '#web/lib/amounts.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; line: Ingredient };

/** One recipe: its ingredients and what they cost, allergens, yield, portions, instructions. */
export function RecipeScreen() {
  const t = useStore(recipesMessages);
  const { locationId = '', recipeId = '' } = useParams();
  const navigate = useNavigate();
  const location = useCurrentLocation();
  const editable = can(location?.role, 'catalog.edit');
  const recipe = useRecipe(locationId, recipeId);
  const cost = useRecipeCost(locationId, recipeId);
  const currency = useCurrency(locationId);
  const items = useInventoryItems(locationId);
  // The sub-recipes a manager may add; staff add nothing.
  const recipes = useRecipes(locationId, '', editable);
  const removeLine = useDeleteIngredient(locationId);
  const deleteRecipe = useDeleteRecipe(locationId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState(false);
  const listPath = `/dashboard/${locationId}/recipes`;

  const costs = useMemo(
    () => new Map((cost.data?.ingredients ?? []).map((line) => [line.id, line])),
    [cost.data],
  );

  const back = <BackLink to={listPath}>{t.allRecipes}</BackLink>;
  if (recipe.isPending || recipe.isError) {
    return (
      <RecordPending
        title={t.recipe}
        back={back}
        query={recipe}
        loading={t.loadingRecipe}
        failed={t.recipeLoadFailed}
      />
    );
  }

  const current = recipe.data;
  function remove(line: Ingredient): void {
    if (removeLine.isPending) return;
    removeLine.mutate(line.id, {
      onError: (error) => notifyFailure(error, t.removeFailed({ name: line.name })),
    });
  }

  return (
    <Page title={current.name} description={current.category ?? undefined}>
      {back}
      <Section title={t.cost} description={t.costDescription}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted">{t.wholeRecipe}</dt>
          <dd>
            <Cost value={current.total_cost} complete={current.cost_complete} currency={currency} />
          </dd>
          <dt className="text-muted">{t.portions}</dt>
          <dd>{formatQuantity(current.portions)}</dd>
          <dt className="text-muted">{t.perPortion}</dt>
          <dd className="font-semibold">
            <Cost
              value={current.cost_per_portion}
              complete={current.cost_complete}
              currency={currency}
            />
          </dd>
        </dl>
        {!current.cost_complete && current.missing_costs.length > 0 && (
          <p className="flex items-start gap-1 text-warning">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <Interpolate
                message={t.noCostForTotals}
                values={{
                  label: <span className="font-medium">{t.noCostForLabel}</span>,
                  names: current.missing_costs.join(', '),
                }}
              />
            </span>
          </p>
        )}
      </Section>
      <Section title={t.ingredients}>
        {editable && (
          <Button className="self-start" onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" className="size-5" />
            {t.addIngredient}
          </Button>
        )}
        {current.ingredients.length === 0 ? (
          <p className="text-muted">{t.noIngredients}</p>
        ) : (
          <IngredientLines
            locationId={locationId}
            lines={current.ingredients}
            costs={costs}
            items={items.data ?? []}
            currency={currency}
            onEdit={editable ? (line) => setEditing({ mode: 'edit', line }) : undefined}
            onRemove={editable ? remove : undefined}
            removing={removeLine.isPending ? removeLine.variables : undefined}
          />
        )}
      </Section>
      <Section title={t.allergens} description={t.allergensDescription}>
        <AllergenList allergens={current.allergens} empty={t.noAllergens} />
      </Section>
      <Section title={t.details}>
        {editable ? (
          <RecipeDetailsForm key={current.id} locationId={locationId} recipe={current} />
        ) : (
          <RecipeDetails recipe={current} />
        )}
      </Section>
      {editable && (
        <Button variant="danger" className="self-start" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t.deleteRecipe}
        </Button>
      )}
      {editing && (
        <IngredientDialog
          locationId={locationId}
          recipe={current}
          line={editing.mode === 'edit' ? editing.line : undefined}
          items={items.data ?? []}
          recipes={recipes.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ModalDialog
          role="alertdialog"
          title={t.deleteTitle({ name: current.name })}
          onClose={() => {
            deleteRecipe.reset();
            setDeleting(false);
          }}
        >
          <p>{t.deleteText}</p>
          {deleteRecipe.isError && (
            <FormAlert>{failureMessage(deleteRecipe.error, t.deleteFailed)}</FormAlert>
          )}
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              variant="danger"
              aria-disabled={deleteRecipe.isPending || undefined}
              onClick={() => {
                if (deleteRecipe.isPending) return;
                deleteRecipe.mutate(current.id, { onSuccess: () => void navigate(listPath) });
              }}
            >
              {deleteRecipe.isPending ? t.deleting : t.delete}
            </Button>
            <Button variant="secondary" data-autofocus onClick={() => setDeleting(false)}>
              {t.cancel}
            </Button>
          </div>
        </ModalDialog>
      )}
    </Page>
  );
}
