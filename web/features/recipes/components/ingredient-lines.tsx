import { useStore } from '@nanostores/react';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Item } from '#contract/inventory.ts';
import type { Ingredient, IngredientCost } from '#contract/recipes.ts';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import {
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
  shownQuantity,
} from '#web/lib/amounts.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { unitAmount, unitName } from '#web/lib/unit-amount.ts';
import { fixPath, missingReasonText } from '../missing-reason.ts';

interface IngredientLinesProps {
  locationId: string;
  lines: Ingredient[];
  /** Unit costs by line id, from the cost breakdown (absent while it loads). */
  costs: Map<string, IngredientCost>;
  items: Item[];
  currency: string;
  /** Absent for staff: the lines are read only. */
  onEdit?: (line: Ingredient) => void;
  onRemove?: (line: Ingredient) => void;
  removing?: string;
}

/** The lines of a recipe with what each costs; a missing cost is named with how to fix it. */
export function IngredientLines({
  locationId,
  lines,
  costs,
  items,
  currency,
  onEdit,
  onRemove,
  removing,
}: IngredientLinesProps) {
  const t = useStore(recipesMessages);
  const words = useStore(unitsMessages);
  return (
    <ul className="flex flex-col gap-3" aria-label={t.ingredients}>
      {lines.map((line) => {
        const breakdown = costs.get(line.id);
        const item = items.find((known) => known.id === line.inventory_item_id);
        return (
          <li
            key={line.id}
            className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-3"
          >
            <p className="font-medium">
              {line.sub_recipe_id ? (
                <Link
                  to={`/dashboard/${locationId}/recipes/${line.sub_recipe_id}`}
                  className={`${TEXT_LINK_CLASS} text-link`}
                >
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </p>
            <p className="text-sm text-muted">
              {[
                unitAmount(words, line.quantity, line.unit),
                ...(line.applied_waste_percent > 0
                  ? [
                      (line.waste_percent === null ? t.wasteOfItem : t.waste)({
                        percent: formatPercent(line.applied_waste_percent),
                      }),
                      t.used({
                        quantity: formatQuantity(line.gross_quantity),
                        unit: unitName(words, line.unit, shownQuantity(line.gross_quantity)),
                      })(shownQuantity(line.gross_quantity)),
                    ]
                  : []),
                breakdown?.unit_cost !== null &&
                  breakdown?.unit_cost !== undefined &&
                  t.perUnit({
                    cost: formatUnitPrice(breakdown.unit_cost, currency),
                    unit: unitName(words, line.unit, 1),
                  }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {line.cost !== null ? (
              <p>
                <span className="text-muted">{t.costLabel}</span>{' '}
                <span className="tabular-nums">{formatMoney(line.cost, currency)}</span>
              </p>
            ) : (
              <div className="flex flex-col gap-1">
                <p className="flex items-start gap-1 font-medium text-warning">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t.costMissing}{' '}
                  {line.missing_reason &&
                    missingReasonText(t, line.missing_reason, line.unit, item?.unit)}
                </p>
                {/* Staff may open a prep recipe, but fixing an item is a manager's edit. */}
                {(onEdit || line.sub_recipe_id) && (
                  <Link
                    to={fixPath(locationId, line)}
                    className={`${TEXT_LINK_CLASS} self-start text-link`}
                  >
                    {(line.inventory_item_id ? t.fix : t.open)({ name: line.name })}
                  </Link>
                )}
              </div>
            )}
            {onEdit && onRemove && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => onEdit(line)}
                  aria-label={t.editName({ name: line.name })}
                >
                  {t.edit}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => onRemove(line)}
                  aria-label={t.removeName({ name: line.name })}
                  aria-disabled={removing === line.id || undefined}
                >
                  {removing === line.id ? t.removing : t.remove}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
