import { ArrowLeft, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Ingredient } from '../../../contract/recipes.ts';
import { can } from '../../../contract/permissions.ts';
import { Button, TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { failureMessage } from '../../lib/form-errors.ts';
import { useCurrentLocation } from '../../lib/use-current-location.ts';
import { formatQuantity } from './amounts.ts';
import { useInventoryItems } from './api/get-inventory.ts';
import { useRecipe, useRecipeCost } from './api/get-recipe.ts';
import { useRecipes } from './api/get-recipes.ts';
import { useDeleteIngredient, useDeleteRecipe } from './api/save-recipe.ts';
import { AllergenList } from '../../components/allergen-list.tsx';
import { IngredientDialog } from './components/ingredient-dialog.tsx';
import { IngredientLines } from './components/ingredient-lines.tsx';
import { LoadError } from '../../components/ui/query-states.tsx';
import { RecipeDetails, RecipeDetailsForm } from './components/recipe-details-form.tsx';
import { Cost } from './cost.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { useCurrency } from '../../lib/use-currency.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; line: Ingredient };

/** One recipe: its ingredients and what they cost, allergens, yield, portions, instructions. */
export function RecipeScreen() {
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

  const back = (
    <Link to={listPath} className={`${TEXT_LINK_CLASS} gap-1 self-start text-link`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      All recipes
    </Link>
  );

  if (recipe.isPending) {
    return (
      <Page title="Recipe">
        {back}
        <Spinner label="Loading the recipe…" />
      </Page>
    );
  }
  if (recipe.isError) {
    return (
      <Page title="Recipe">
        {back}
        <LoadError error={recipe.error} what="The recipe" onRetry={() => void recipe.refetch()} />
      </Page>
    );
  }

  const current = recipe.data;
  function remove(line: Ingredient): void {
    if (removeLine.isPending) return;
    removeLine.mutate(line.id, {
      onError: (error) => notifyFailure(error, `${line.name} could not be removed.`),
    });
  }

  return (
    <Page title={current.name} description={current.category ?? undefined}>
      {back}
      <Section title="Cost" description="From today's prices of the items, after waste.">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted">Whole recipe</dt>
          <dd>
            <Cost value={current.total_cost} complete={current.cost_complete} currency={currency} />
          </dd>
          <dt className="text-muted">Portions</dt>
          <dd>{formatQuantity(current.portions)}</dd>
          <dt className="text-muted">Per portion</dt>
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
              <span className="font-medium">No cost for:</span> {current.missing_costs.join(', ')}.
              The totals count only what has a cost.
            </span>
          </p>
        )}
      </Section>
      <Section title="Ingredients">
        {editable && (
          <Button className="self-start" onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" className="size-5" />
            Add an ingredient
          </Button>
        )}
        {current.ingredients.length === 0 ? (
          <p className="text-muted">No ingredients yet.</p>
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
      <Section title="Allergens" description="From its ingredients' items.">
        <AllergenList
          allergens={current.allergens}
          empty="None of the 14 allergens is recorded on its items."
        />
      </Section>
      <Section title="Details">
        {editable ? (
          <RecipeDetailsForm key={current.id} locationId={locationId} recipe={current} />
        ) : (
          <RecipeDetails recipe={current} />
        )}
      </Section>
      {editable && (
        <Button variant="danger" className="self-start" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete the recipe
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
          title={`Delete ${current.name}?`}
          onClose={() => {
            deleteRecipe.reset();
            setDeleting(false);
          }}
        >
          <p>The recipe and its ingredient lines are deleted. Items in stock stay.</p>
          {deleteRecipe.isError && (
            <FormAlert>{failureMessage(deleteRecipe.error, 'It could not be deleted.')}</FormAlert>
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
              {deleteRecipe.isPending ? 'Deleting…' : 'Delete'}
            </Button>
            <Button variant="secondary" data-autofocus onClick={() => setDeleting(false)}>
              Cancel
            </Button>
          </div>
        </ModalDialog>
      )}
    </Page>
  );
}
