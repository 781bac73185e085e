import { useStore } from '@nanostores/react';
import { Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { MenuRecipe } from '#contract/menu.ts';
import { can } from '#contract/permissions.ts';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { useLocation } from '#web/lib/api/get-location.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useMenuCategories } from './api/get-menu-categories.ts';
import { useMenuItem } from './api/get-menu-item.ts';
import { useRecipeChoices } from './api/get-recipe-choices.ts';
import { useDeleteMenuItem } from './api/delete-menu-item.ts';
import { useRemoveMenuRecipe } from './api/remove-menu-recipe.ts';
import { AllergenList } from '#web/components/allergen-list.tsx';
import { BackLink, RecordPending } from '#web/components/record-screen.tsx';
import { MenuFigures } from './components/menu-figures.tsx';
import { MenuItemForm } from './components/menu-item-form.tsx';
import { MenuRecipeDialog } from './components/menu-recipe-dialog.tsx';
import { MenuStockItems } from './components/menu-stock-items.tsx';
import { notifyFailure } from '#web/lib/notify-failure.ts';
import { formatMoney, formatQuantity } from '#web/lib/amounts.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; line: MenuRecipe };

/**
 * One dish or drink: its figures against the target, the recipes and stock items it is made
 * of, allergens.
 */
export function MenuItemScreen() {
  const t = useStore(menuMessages);
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

  const back = <BackLink to={menuPath}>{t.wholeMenu}</BackLink>;
  if (item.isPending || item.isError) {
    return (
      <RecordPending
        title={t.menuItem}
        back={back}
        query={item}
        loading={t.loadingMenuItem}
        failed={t.menuItemLoadFailed}
      />
    );
  }

  const current = item.data;
  function remove(line: MenuRecipe): void {
    if (removeRecipe.isPending) return;
    removeRecipe.mutate(line.id, {
      onError: (error) => notifyFailure(error, t.removeFailed({ name: line.recipe_name })),
    });
  }

  return (
    <Page
      title={current.name}
      description={
        [current.category, !current.active && t.notOnSaleShort].filter(Boolean).join(' · ') ||
        undefined
      }
    >
      {back}
      <Section title={t.priceAndCost} description={t.priceAndCostDescription}>
        <MenuFigures figures={current} currency={currency} target={target} />
        {!current.cost_complete && current.missing_costs.length > 0 && (
          <p className="flex items-start gap-1 text-warning">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <Interpolate
                message={t.noCostForList}
                values={{
                  label: <span className="font-medium">{t.noCostForLabel}</span>,
                  names: current.missing_costs.join(', '),
                }}
              />
            </span>
          </p>
        )}
      </Section>
      <Section title={t.recipes} description={t.recipesDescription}>
        {editable && (
          <Button className="self-start" onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" className="size-5" />
            {t.addRecipe}
          </Button>
        )}
        {current.recipes.length === 0 ? (
          current.stock_items.length === 0 && <p className="text-muted">{t.noRecipeYet}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t.recipesOfItem}>
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
                  {t.portionCount({ quantity: formatQuantity(line.quantity) })(line.quantity)} ·{' '}
                  {line.cost !== null ? (
                    formatMoney(line.cost, currency)
                  ) : (
                    <span className="font-medium text-warning">{t.costMissing}</span>
                  )}
                </p>
                {editable && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      aria-label={t.changePortionsOf({ name: line.recipe_name })}
                      onClick={() => setEditing({ mode: 'edit', line })}
                    >
                      {t.portions}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t.removeName({ name: line.recipe_name })}
                      aria-disabled={
                        (removeRecipe.isPending && removeRecipe.variables === line.id) || undefined
                      }
                      onClick={() => remove(line)}
                    >
                      {t.remove}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <MenuStockItems
        locationId={locationId}
        item={current}
        currency={currency}
        editable={editable}
      />
      <Section title={t.allergens} description={t.allergensDescription}>
        <AllergenList allergens={current.allergens} empty={t.noAllergens} />
      </Section>
      {editable ? (
        <Section title={t.details}>
          <MenuItemForm
            key={current.id}
            locationId={locationId}
            item={current}
            categories={categories.data ?? []}
          />
        </Section>
      ) : (
        current.description && (
          <Section title={t.details}>
            <p className="whitespace-pre-line">{current.description}</p>
          </Section>
        )
      )}
      {editable && (
        <Button variant="danger" className="self-start" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t.deleteMenuItem}
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
          title={t.deleteTitle({ name: current.name })}
          onClose={() => {
            deleteItem.reset();
            setDeleting(false);
          }}
        >
          <p>{t.deleteText}</p>
          {deleteItem.isError && (
            <FormAlert>{failureMessage(deleteItem.error, t.deleteFailed)}</FormAlert>
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
              {deleteItem.isPending ? t.deleting : t.delete}
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
