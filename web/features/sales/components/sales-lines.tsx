import { useStore } from '@nanostores/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SalesLine } from '#contract/sales.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatMoney, formatQuantity, formatWhen } from '#web/lib/amounts.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { salesMessages } from '#web/lib/i18n/locales/en/sales.ts';
import { useDeleteSale } from '../api/delete-sale.ts';
import { useSales } from '../api/get-sales.ts';
import { SOURCE_NAMES } from '../sales-words.ts';

type SalesText = ReturnType<typeof salesMessages.get>;

function menuItemText(line: SalesLine, t: SalesText): string {
  if (line.ignored) return t.ignored;
  return line.menu_item_name ?? t.notMatched;
}

/**
 * The sales lines of a range of the venue's days (both included; either may be left empty),
 * newest first, a page at a time, with the totals of the whole range. A line typed by hand
 * can be deleted (a typo); an imported one goes only with a fix of the file.
 */
export function SalesLines({
  locationId,
  currency,
  editable,
}: {
  locationId: string;
  currency: string;
  editable: boolean;
}) {
  const t = useStore(salesMessages);
  const [range, setRange] = useState({ from: '', to: '' });
  const reversed = range.from !== '' && range.to !== '' && range.to < range.from;
  const sales = useSales(locationId, reversed ? { from: '', to: '' } : range);
  const remove = useDeleteSale(locationId);
  const lines = sales.data?.pages.flatMap((page) => page.lines) ?? [];
  const totals = sales.data?.pages[0]?.totals;

  let content;
  if (sales.isPending) {
    content = <Spinner label={t.loadingLines} />;
  } else if (sales.isError) {
    content = (
      <LoadError
        error={sales.error}
        message={t.linesLoadFailed}
        onRetry={() => void sales.refetch()}
      />
    );
  } else if (lines.length === 0) {
    content = (
      <EmptyState>
        <p>{range.from || range.to ? t.noLinesInRange : t.noLines}</p>
        {editable && !range.from && !range.to && <p>{t.noLinesHint}</p>}
      </EmptyState>
    );
  } else {
    content = (
      <>
        {totals && (
          <p role="status" className="text-sm">
            {t.totals({
              lines: t.lineCount(totals.lines),
              quantity: formatQuantity(totals.quantity),
              net: formatMoney(totals.net_sales, currency, t.noAmount),
            })}
            {totals.unmapped_quantity !== 0 &&
              ` ${t.unmatchedQuantity({ quantity: formatQuantity(totals.unmapped_quantity) })}`}
          </p>
        )}
        {remove.isError && <FormAlert>{failureMessage(remove.error, t.deleteFailed)}</FormAlert>}
        <ScrollRegion label={t.linesRegion}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t.linesCaption}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2">
                  {t.soldAt}
                </th>
                <th scope="col" className="p-2">
                  {t.posName}
                </th>
                <th scope="col" className="p-2">
                  {t.menuItem}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t.quantity}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t.netSales}
                </th>
                <th scope="col" className="p-2">
                  {t.source}
                </th>
                {editable && (
                  <th scope="col" className="p-2">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className="border-b border-border">
                  <td className="p-2 whitespace-nowrap">
                    {line.period_start
                      ? t.periodShort({
                          from: formatWhen(line.period_start),
                          to: formatWhen(line.sold_at),
                        })
                      : formatWhen(line.sold_at)}
                  </td>
                  <th scope="row" className="p-2 font-normal">
                    {line.pos_name}
                  </th>
                  <td className="p-2">{menuItemText(line, t)}</td>
                  <td className="p-2 text-right tabular-nums">{formatQuantity(line.quantity)}</td>
                  <td className="p-2 text-right tabular-nums">
                    {formatMoney(line.net_sales, currency, t.noAmount)}
                  </td>
                  <td className="p-2">{t[SOURCE_NAMES[line.source]]}</td>
                  {editable && (
                    <td className="p-1">
                      {line.source === 'manual' && (
                        <Button
                          variant="ghost"
                          aria-label={t.deleteLine({
                            name: line.pos_name,
                            when: formatWhen(line.sold_at),
                          })}
                          aria-disabled={remove.isPending || undefined}
                          onClick={() => {
                            if (!remove.isPending) remove.mutate(line.id);
                          }}
                        >
                          <Trash2 aria-hidden="true" className="size-5" />
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {sales.hasNextPage && (
          <Button
            variant="secondary"
            className="self-start"
            aria-disabled={sales.isFetchingNextPage || undefined}
            onClick={() => {
              if (!sales.isFetchingNextPage) void sales.fetchNextPage();
            }}
          >
            {sales.isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        )}
      </>
    );
  }

  return (
    <Section id="sales-lines" title={t.linesTitle} description={t.linesHelp}>
      <div role="search" aria-label={t.linesRange} className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.from}
          type="date"
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label={t.to}
          type="date"
          value={range.to}
          error={reversed ? t.toBeforeFrom : undefined}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </div>
      {content}
    </Section>
  );
}
