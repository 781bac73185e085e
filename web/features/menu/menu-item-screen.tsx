import { ArrowLeft, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { MenuRecipe } from '../../../contract/menu.ts';
import { can } from '../../../contract/permissions.ts';
import { Button, TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocation } from '../../lib/api/get-location.ts';
import { failureMessage } from '../../lib/form-errors.ts';
import { useCurrentLocation } from '../../lib/use-current-location.ts';
import { formatMoney, plural } from './amounts.ts';
import { useMenuCategories, useMenuItem, useRecipeChoices } from './api/get-menu.ts';
import { useDeleteMenuItem, useRemoveMenuRecipe } from './api/save-menu-item.ts';
import { AllergenList } from '../../components/allergen-list.tsx';
import { MenuFigures } from './components/menu-figures.tsx';
import { MenuItemForm } from './components/menu-item-form.tsx';
import { MenuRecipeDialog } from './components/menu-recipe-dialog.tsx';
import { LoadError } from '../../components/ui/query-states.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; line: MenuRecipe };

/** One dish or drink: its figures against the target, the recipes it is made of, allergens. */
export function MenuItemScreen() {
  const { locationId = '', menuItemId = '' } = useParams();
  const navigate = useNavigate();
  const location = useCurrentLocation();
  const editable = can(location?.role, 'catalog.edit');
  const item = useMenuItem(locationId, menuItemId);
  const settings = useLocation(locationId);
  const categories = useMenuCategories(locationId);
  const recipes = useRecipeChoices(locationId, editable);
  const removeRecipe = useRemoveMenuRecipe(locationId);
  const deleteItem = useDeleteMenuItem(locationId, menuItemId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState(false);
  const currency = settings.data?.currency ?? 'USD';
  const target = settings.data?.target_food_cost_percent ?? null;
  const menuPath = `/dashboard/${locationId}/menu`;

  const back = (
    <Link to={menuPath} className={`${TEXT_LINK_CLASS} gap-1 self-start text-link`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      The whole menu
    </Link>
  );
  if (item.isPending) {
    return (
      <Page title="Menu item">
        {back}
        <Spinner label="Loading the menu item…" />
      </Page>
    );
  }
  if (item.isError) {
    return (
      <Page title="Menu item">
        {back}
        <LoadError error={item.error} what="The menu item" onRetry={() => void item.refetch()} />
      </Page>
    );
  }

  const current = item.data;
  function remove(line: MenuRecipe): void {
    if (removeRecipe.isPending) return;
    removeRecipe.mutate(line.id, {
      onError: (error) => notifyFailure(error, `${line.recipe_name} could not be removed.`),
    });
  }

  return (
    <Page
      title={current.name}
      description={
        [current.category, !current.active && 'not on sale'].filter(Boolean).join(' · ') ||
        undefined
      }
    >
      {back}
      <Section
        title="Price and cost"
        description="The cost follows today's prices of the ingredients."
      >
        <MenuFigures figures={current} currency={currency} target={target} />
        {!current.cost_complete && current.missing_costs.length > 0 && (
          <p className="flex items-start gap-1 text-warning">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-medium">No cost for:</span> {current.missing_costs.join(', ')}.
            </span>
          </p>
        )}
      </Section>
      <Section
        title="Recipes"
        description="What one serving is made of, in portions of each recipe."
      >
        {editable && (
          <Button className="self-start" onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" className="size-5" />
            Add a recipe
          </Button>
        )}
        {current.recipes.length === 0 ? (
          <p className="text-muted">No recipe attached yet: the cost is unknown.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Recipes of this item">
            {current.recipes.map((line) => (
              <li
                key={line.id}
                className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-3"
              >
                <Link
                  to={`/dashboard/${locationId}/recipes/${line.recipe_id}`}
                  className={`${TEXT_LINK_CLASS} self-start text-link`}
                >
                  {line.recipe_name}
                </Link>
                <p className="text-sm text-muted">
                  {plural(line.quantity, 'portion')} ·{' '}
                  {line.cost_complete ? (
                    formatMoney(line.cost, currency)
                  ) : (
                    <span className="font-medium text-warning">
                      {line.cost > 0
                        ? `at least ${formatMoney(line.cost, currency)} (incomplete)`
                        : 'cost missing'}
                    </span>
                  )}
                </p>
                {editable && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      aria-label={`Change the portions of ${line.recipe_name}`}
                      onClick={() => setEditing({ mode: 'edit', line })}
                    >
                      Portions
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Remove ${line.recipe_name}`}
                      aria-disabled={
                        (removeRecipe.isPending && removeRecipe.variables === line.id) || undefined
                      }
                      onClick={() => remove(line)}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Allergens" description="From the items in its recipes.">
        <AllergenList
          allergens={current.allergens}
          empty="None of the 14 allergens is recorded on its ingredients."
        />
      </Section>
      {editable ? (
        <Section title="Details">
          <MenuItemForm
            key={current.id}
            locationId={locationId}
            item={current}
            categories={categories.data ?? []}
          />
        </Section>
      ) : (
        current.description && (
          <Section title="Details">
            <p className="whitespace-pre-line">{current.description}</p>
          </Section>
        )
      )}
      {editable && (
        <Button variant="danger" className="self-start" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete the menu item
        </Button>
      )}
      {editing && (
        <MenuRecipeDialog
          locationId={locationId}
          item={current}
          line={editing.mode === 'edit' ? editing.line : undefined}
          recipes={recipes.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ModalDialog
          role="alertdialog"
          title={`Delete ${current.name}?`}
          onClose={() => {
            deleteItem.reset();
            setDeleting(false);
          }}
        >
          <p>It leaves the menu. Its recipes stay.</p>
          {deleteItem.isError && (
            <FormAlert>{failureMessage(deleteItem.error, 'It could not be deleted.')}</FormAlert>
          )}
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              variant="danger"
              aria-disabled={deleteItem.isPending || undefined}
              onClick={() => {
                if (!deleteItem.isPending) {
                  deleteItem.mutate(undefined, { onSuccess: () => void navigate(menuPath) });
                }
              }}
            >
              {deleteItem.isPending ? 'Deleting…' : 'Delete'}
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
