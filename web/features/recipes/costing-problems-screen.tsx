import { useStore } from '@nanostores/react';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useInventoryItems } from './api/get-inventory.ts';
import { useRecipes } from './api/get-recipes.ts';
import { LoadError } from '#web/components/ui/query-states.tsx';
import { costingProblems } from './costing-problems.ts';
import { unitLabel } from '#web/lib/unit-options.ts';

const LINK = `${TEXT_LINK_CLASS} text-link`;

/** Every ingredient without a price or a unit conversion, each with where to fix it. */
export function CostingProblemsScreen() {
  const t = useStore(recipesMessages);
  const { locationId = '' } = useParams();
  // Staff see the problems; the links to fix them are for those who may edit.
  const editable = can(useCurrentLocation()?.role, 'catalog.edit');
  const recipes = useRecipes(locationId);
  const items = useInventoryItems(locationId);
  const problems = useMemo(
    () => costingProblems(recipes.data ?? [], items.data ?? []),
    [recipes.data, items.data],
  );
  const itemPath = (itemId: string) => `/dashboard/${locationId}/items?edit=${itemId}`;
  const recipePath = (recipeId: string) => `/dashboard/${locationId}/recipes/${recipeId}`;

  let content;
  if (recipes.isPending) {
    content = <Spinner label={t.checkingRecipes} />;
  } else if (recipes.isError) {
    content = (
      <LoadError
        error={recipes.error}
        message={t.recipesLoadFailed}
        onRetry={() => void recipes.refetch()}
      />
    );
  } else if (problems.unpriced.length === 0 && problems.unconverted.length === 0) {
    content = (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-border p-6">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {recipes.data.length === 0 ? t.nothingToCost : t.everythingCosted}
      </p>
    );
  } else {
    content = (
      <>
        <p role="status" className="text-sm text-muted">
          {t.problemsSummary({
            items: t.itemCount(problems.unpriced.length),
            lines: t.lineCount(problems.unconverted.length),
          })}
        </p>
        {problems.unpriced.length > 0 && (
          <Section title={t.itemsWithoutPrice} description={t.itemsWithoutPriceDescription}>
            <ul className="flex flex-col gap-3">
              {problems.unpriced.map((problem) => (
                <li
                  key={problem.itemId}
                  className="flex flex-col gap-1 border-b border-border pb-3"
                >
                  <p className="font-medium">{problem.name}</p>
                  <p className="text-sm text-muted">
                    {t.usedIn({
                      recipes: problem.recipes.map((recipe) => recipe.name).join(', '),
                    })}
                  </p>
                  {editable && (
                    <Link to={itemPath(problem.itemId)} className={`${LINK} self-start`}>
                      {t.setCostOf({ name: problem.name })}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {problems.unconverted.length > 0 && (
          <Section title={t.unitsNotConverting} description={t.unitsNotConvertingDescription}>
            <ul className="flex flex-col gap-3">
              {problems.unconverted.map((problem) => (
                <li
                  key={problem.lineId}
                  className="flex flex-col gap-1 border-b border-border pb-3"
                >
                  <p className="font-medium">
                    {t.itemInRecipe({ item: problem.itemName, recipe: problem.recipe.name })}
                  </p>
                  <p className="text-sm text-muted">
                    {problem.itemUnit
                      ? t.measuredInPricedPer({
                          unit: unitLabel(problem.unit),
                          itemUnit: unitLabel(problem.itemUnit),
                        })
                      : t.measuredIn({ unit: unitLabel(problem.unit) })}
                  </p>
                  {editable && (
                    <div className="flex flex-wrap gap-x-4">
                      <Link to={itemPath(problem.itemId)} className={LINK}>
                        {t.addConversionTo({ name: problem.itemName })}
                      </Link>
                      <Link to={recipePath(problem.recipe.id)} className={LINK}>
                        {t.changeLineIn({ recipe: problem.recipe.name })}
                      </Link>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        )}
      </>
    );
  }

  return (
    <Page title={t.costingProblems} description={t.costingProblemsDescription}>
      <Link to={`/dashboard/${locationId}/recipes`} className={`${LINK} gap-1 self-start`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.allRecipes}
      </Link>
      {content}
    </Page>
  );
}
