import { useStore } from '@nanostores/react';
import { TriangleAlert } from 'lucide-react';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { formatMoney } from '#web/lib/amounts.ts';

/**
 * A cost that may be incomplete: the known part is a lower bound, said in words and with an
 * icon (never by colour alone); with nothing known it is "Missing", never 0.
 */
export function Cost({
  value,
  complete,
  currency,
}: {
  value: number | null;
  complete: boolean;
  currency: string;
}) {
  const t = useStore(recipesMessages);
  if (complete && value !== null)
    return <span className="tabular-nums">{formatMoney(value, currency)}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-medium text-warning">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      {value !== null && value > 0
        ? t.atLeastIncomplete({ cost: formatMoney(value, currency) })
        : t.missing}
    </span>
  );
}
