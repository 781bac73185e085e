import { useStore } from '@nanostores/react';
import { CircleCheck, CircleHelp, TriangleAlert } from 'lucide-react';
import type { MenuItem } from '#contract/menu.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { formatMoney, formatPercent } from '#web/lib/amounts.ts';

type Figures = Pick<
  MenuItem,
  | 'price'
  | 'cost'
  | 'margin'
  | 'food_cost_percent'
  | 'above_target'
  | 'cost_complete'
  | 'cost_unknown_reason'
>;

/**
 * Where an item stands against the location's target food cost %: said in words and with an
 * icon as well as a colour. An unknown cost has no verdict: it says why it is unknown.
 */
function TargetStatus({ figures, target }: { figures: Figures; target: number | null }) {
  const t = useStore(menuMessages);
  const targetText = target === null ? undefined : { target: formatPercent(target) };
  if (figures.cost === null) {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-warning">
        <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
        {figures.cost_unknown_reason === 'nothing_to_cost'
          ? t.costUnknownNothing
          : t.costUnknownIncomplete}
      </span>
    );
  }
  if (figures.above_target === true) {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-danger">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {targetText ? t.aboveTargetOf(targetText) : t.aboveTarget}
      </span>
    );
  }
  if (!figures.cost_complete || figures.above_target === null) {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-warning">
        <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
        {figures.cost_complete
          ? targetText
            ? t.noFoodCostOf(targetText)
            : t.noFoodCost
          : targetText
            ? t.costIncompleteOf(targetText)
            : t.costIncomplete}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 font-medium text-success">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      {targetText ? t.withinTargetOf(targetText) : t.withinTarget}
    </span>
  );
}

/** Price, cost, margin and food cost %; an unknown cost said as unknown (never as 0). */
export function MenuFigures({
  figures,
  currency,
  target,
}: {
  figures: Figures;
  currency: string;
  target: number | null;
}) {
  const t = useStore(menuMessages);
  const unknown = figures.cost === null;
  const cost = unknown ? t.unknown : formatMoney(figures.cost, currency);
  const margin = unknown ? t.unknown : formatMoney(figures.margin, currency);
  const foodCost = unknown
    ? t.unknown
    : figures.food_cost_percent === null
      ? t.missing
      : formatPercent(figures.food_cost_percent);
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-muted">{t.price}</dt>
          <dd className="tabular-nums">{formatMoney(figures.price, currency)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.cost}</dt>
          <dd className="tabular-nums">{cost}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.margin}</dt>
          <dd className="tabular-nums">{margin}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.foodCost}</dt>
          <dd className="tabular-nums">{foodCost}</dd>
        </div>
      </dl>
      <TargetStatus figures={figures} target={target} />
    </div>
  );
}
