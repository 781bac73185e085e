import { ClipboardX, Plus, Upload } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '../../../contract/permissions.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCurrentLocation } from '../../lib/use-current-location.ts';
import { formatQuantity, plural } from './amounts.ts';
import { useRecipes } from './api/get-recipes.ts';
import { ImportRecipesDialog } from './components/import-recipes-dialog.tsx';
import { NewRecipeDialog } from './components/new-recipe-dialog.tsx';
import { EmptyState, LoadError } from '../../components/ui/query-states.tsx';
import { Cost } from './cost.tsx';
import { useCurrency } from '../../lib/use-currency.ts';

/** The venue's recipes with what a portion costs today; a mark where a price is missing. */
export function RecipesScreen() {
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const editable = can(location?.role, 'catalog.edit');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const recipes = useRecipes(locationId, deferredSearch);
  const currency = useCurrency(locationId);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const base = `/dashboard/${locationId}/recipes`;

  let content;
  if (recipes.isPending) {
    content = <Spinner label="Loading the recipes…" />;
  } else if (recipes.isError) {
    content = (
      <LoadError error={recipes.error} what="The recipes" onRetry={() => void recipes.refetch()} />
    );
  } else if (recipes.data.length === 0) {
    content = (
      <EmptyState>
        {deferredSearch.trim() ? (
          <p>No recipe matches “{deferredSearch.trim()}”.</p>
        ) : (
          <>
            <p>No recipes yet.</p>
            {editable && <p>Add one, or import a file of them.</p>}
          </>
        )}
      </EmptyState>
    );
  } else {
    const incomplete = recipes.data.filter((recipe) => !recipe.cost_complete).length;
    content = (
      <>
        <p role="status" className="text-sm text-muted">
          {plural(recipes.data.length, 'recipe')}
          {incomplete > 0 && `, ${incomplete} with an incomplete cost`}
        </p>
        <ul className="flex flex-col gap-3" aria-label="Recipes">
          {[...recipes.data]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((recipe) => (
              <li
                key={recipe.id}
                className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4"
              >
                <Link
                  to={`${base}/${recipe.id}`}
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-link underline"
                >
                  {recipe.name}
                </Link>
                <p className="text-sm text-muted">
                  {[
                    recipe.category,
                    plural(recipe.portions, 'portion'),
                    plural(recipe.ingredients.length, 'ingredient'),
                    recipe.yield_quantity !== null &&
                      `makes ${formatQuantity(recipe.yield_quantity)} ${recipe.yield_unit ?? ''}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="flex flex-wrap items-center gap-x-2">
                  <span className="text-muted">Cost per portion:</span>
                  <Cost
                    value={recipe.cost_per_portion}
                    complete={recipe.cost_complete}
                    currency={currency}
                  />
                </p>
                {!recipe.cost_complete && recipe.missing_costs.length > 0 && (
                  <p className="text-sm">No cost for: {recipe.missing_costs.join(', ')}</p>
                )}
              </li>
            ))}
        </ul>
      </>
    );
  }

  return (
    <Page
      title="Recipes"
      description={`The recipes of ${location?.name ?? 'this location'} and what each portion costs at today's prices.`}
    >
      <div className="flex flex-wrap gap-2">
        {editable && (
          <>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-5" />
              New recipe
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" className="size-5" />
              Import recipes
            </Button>
          </>
        )}
        <Link to={`${base}/costing-problems`} className={buttonClass('secondary')}>
          <ClipboardX aria-hidden="true" className="size-5" />
          Costing problems
        </Link>
      </div>
      <div role="search" aria-label="Search recipes">
        <TextField
          label="Search"
          type="search"
          autoComplete="off"
          hint="A name, a category or an ingredient."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {content}
      {adding && <NewRecipeDialog locationId={locationId} onClose={() => setAdding(false)} />}
      {importing && (
        <ImportRecipesDialog locationId={locationId} onClose={() => setImporting(false)} />
      )}
    </Page>
  );
}
