import { useStore } from '@nanostores/react';
import Decimal from 'decimal.js';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { can } from '#contract/permissions.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useUnitAmount } from '#web/lib/unit-amount.ts';
import { formatMoney, formatQuantity, formatWhen } from '#web/lib/amounts.ts';
import { useRequestCredit } from '../api/request-credit.ts';
import { receivedLines } from '../received-lines.ts';
import { MailStatus } from './mail-status.tsx';

/**
 * After a delivery: what went into stock, what came short or over, which prices changed, and
 * a credit request to the vendor for the short and dearer lines. A credit request goes through
 * the outbox: it says queued until the outbox sent it, or why it failed with a Retry.
 */
export function ReceivedSummary({ list, currency }: { list: ListWithItems; currency: string }) {
  const t = useStore(shoppingMessages);
  const known = useKnownMessage();
  const unitAmount = useUnitAmount();
  const role = useCurrentLocation()?.role;
  const requestCredit = useRequestCredit(list.location_id);
  const lines = receivedLines(list.items);
  const priceChanges = lines.filter((each) => each.dearer || each.cheaper);
  const claimable = lines.filter((each) => each.short || each.dearer);
  const requestedAt = list.credit_requested_at;
  const creditMail = list.mail?.kind === 'credit-request';
  const mayAsk = can(role, 'list.send');

  return (
    <>
      <Section title={t.stockAdded} id="stock-added">
        <ul className="flex flex-col divide-y divide-border">
          {lines.map(({ line, received, unitsAdded, short, over }) => (
            <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="font-medium">{line.name}</span>
              <span className="tabular-nums">
                +{line.unit ? unitAmount(unitsAdded, line.unit) : formatQuantity(unitsAdded)}
                <span className="text-sm text-muted">
                  {' '}
                  {(short
                    ? t.receivedOfPacksShort
                    : over
                      ? t.receivedOfPacksOver
                      : t.receivedOfPacks)({
                    received: formatQuantity(received),
                    ordered: formatQuantity(line.quantity),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.priceChanges} id="price-changes">
        {priceChanges.length === 0 ? (
          <p className="text-muted">{t.pricesAsOrdered}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {priceChanges.map(({ line, invoicePrice, dearer }) => (
              <li
                key={line.id}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <span className="font-medium">{line.name}</span>
                <span className="tabular-nums">
                  {(dearer ? t.packPriceDearer : t.packPriceCheaper)({
                    ordered: formatMoney(line.unit_price, currency),
                    invoiced: formatMoney(invoicePrice, currency),
                    difference: formatMoney(
                      new Decimal(invoicePrice ?? 0).minus(line.unit_price ?? 0).abs(),
                      currency,
                    ),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {priceChanges.length > 0 && <p className="text-sm text-muted">{t.pricesNowUsed}</p>}
      </Section>
      {(creditMail || (list.vendor_id && claimable.length > 0)) && (
        <Section
          title={t.creditRequest}
          id="credit-request"
          description={t.claimableLines(claimable.length)}
        >
          {creditMail ? (
            <MailStatus list={list} locationId={list.location_id} canRetry={mayAsk} />
          ) : requestedAt ? (
            // Its email is gone from the list (kept 30 days): asked for, when is all we know.
            <p className="text-sm">
              {list.vendor_name
                ? t.creditRequestedNamedOn({
                    vendor: list.vendor_name,
                    when: formatWhen(requestedAt),
                  })
                : t.creditRequestedOn({ when: formatWhen(requestedAt) })}
            </p>
          ) : mayAsk ? (
            <div className="flex flex-col items-start gap-2">
              {requestCredit.isError && (
                <FormAlert>{known(failureMessage(requestCredit.error, t.creditNotSent))}</FormAlert>
              )}
              <Button
                aria-disabled={requestCredit.isPending || undefined}
                onClick={() => {
                  if (!requestCredit.isPending) {
                    requestCredit.mutate({ id: list.id });
                  }
                }}
              >
                {requestCredit.isPending ? t.sending : t.sendCreditRequest}
              </Button>
            </div>
          ) : null}
        </Section>
      )}
    </>
  );
}
