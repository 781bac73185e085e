import { useStore } from '@nanostores/react';
import { ClipboardX, Plus, Upload } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useRecipes } from './api/get-recipes.ts';
import { ImportRecipesDialog } from './components/import-recipes-dialog.tsx';
import { NewRecipeDialog } from './components/new-recipe-dialog.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { Cost } from './cost.tsx';
import { useCurrency } from '#web/lib/use-currency.ts';
import { formatQuantity, shownQuantity } from '#web/lib/amounts.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { unitName } from '#web/lib/unit-amount.ts';

/** The venue's recipes with what a portion costs today; a mark where a price is missing. */
export function RecipesScreen() {
  const t = useStore(recipesMessages);
  const words = useStore(unitsMessages);
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
    content = <Spinner label={t.loadingRecipes} />;
  } else if (recipes.isError) {
    content = (
      <LoadError
        error={recipes.error}
        message={t.recipesLoadFailed}
        onRetry={() => void recipes.refetch()}
      />
    );
  } else if (recipes.data.length === 0) {
    content = (
      <EmptyState>
        {deferredSearch.trim() ? (
          <p>{t.noMatch({ search: deferredSearch.trim() })}</p>
        ) : (
          <>
            <p>{t.noRecipes}</p>
            {editable && <p>{t.addOrImport}</p>}
          </>
        )}
      </EmptyState>
    );
  } else {
    const incomplete = recipes.data.filter((recipe) => !recipe.cost_complete).length;
    content = (
      <>
        <p role="status" className="text-sm text-muted">
          {incomplete > 0
            ? t.recipeCountIncomplete({ recipes: t.recipeCount(recipes.data.length), incomplete })
            : t.recipeCount(recipes.data.length)}
        </p>
        <ul className="flex flex-col gap-3" aria-label={t.title}>
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
                    t.portionCount({ quantity: formatQuantity(recipe.portions) })(recipe.portions),
                    t.ingredientCount(recipe.ingredients.length),
                    recipe.yield_quantity !== null &&
                      t.makes({
                        quantity: formatQuantity(recipe.yield_quantity),
                        unit: recipe.yield_unit
                          ? unitName(words, recipe.yield_unit, shownQuantity(recipe.yield_quantity))
                          : '',
                      }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="flex flex-wrap items-center gap-x-2">
                  <span className="text-muted">{t.costPerPortion}</span>
                  <Cost
                    value={recipe.cost_per_portion}
                    complete={recipe.cost_complete}
                    currency={currency}
                  />
                </p>
                {!recipe.cost_complete && recipe.missing_costs.length > 0 && (
                  <p className="text-sm">
                    {t.noCostFor({ names: recipe.missing_costs.join(', ') })}
                  </p>
                )}
              </li>
            ))}
        </ul>
      </>
    );
  }

  return (
    <Page
      title={t.title}
      description={t.description({ location: location?.name ?? t.thisLocation })}
    >
      <div className="flex flex-wrap gap-2">
        {editable && (
          <>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-5" />
              {t.newRecipe}
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" className="size-5" />
              {t.importRecipes}
            </Button>
          </>
        )}
        <Link to={`${base}/costing-problems`} className={buttonClass('secondary')}>
          <ClipboardX aria-hidden="true" className="size-5" />
          {t.costingProblems}
        </Link>
      </div>
      <div role="search" aria-label={t.searchRecipes}>
        <TextField
          label={t.search}
          type="search"
          autoComplete="off"
          hint={t.searchHint}
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
