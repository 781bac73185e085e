import { useState } from 'react';
import type { ListWithItems } from '../../../../contract/shopping-lists.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { can } from '../../../../contract/permissions.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useCurrentLocation } from '../../../lib/use-current-location.ts';
import { formatMoney, formatQuantity, formatWhen } from '../amounts.ts';
import { useRequestCredit } from '../api/receive-list.ts';
import { receivedLines } from '../received-lines.ts';

/**
 * After a delivery: what went into stock, what came short or over, which prices changed, and
 * a credit request to the vendor for the short and dearer lines.
 */
export function ReceivedSummary({ list, currency }: { list: ListWithItems; currency: string }) {
  const role = useCurrentLocation()?.role;
  const requestCredit = useRequestCredit(list.location_id);
  const [sent, setSent] = useState(false);
  const lines = receivedLines(list.items);
  const priceChanges = lines.filter((each) => each.dearer || each.cheaper);
  const claimable = lines.filter((each) => each.short || each.dearer);
  const requestedAt = list.credit_requested_at;

  return (
    <>
      <Section title="Stock added">
        <ul className="flex flex-col divide-y divide-border">
          {lines.map(({ line, received, unitsAdded, short, over }) => (
            <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="font-medium">{line.name}</span>
              <span className="tabular-nums">
                +{formatQuantity(unitsAdded)} {line.unit ?? ''}
                <span className="text-sm text-muted">
                  {' '}
                  ({formatQuantity(received)} of {formatQuantity(line.quantity)} packs
                  {short ? ', short' : over ? ', over' : ''})
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Price changes">
        {priceChanges.length === 0 ? (
          <p className="text-muted">Every price was as ordered.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {priceChanges.map(({ line, invoicePrice, dearer }) => (
              <li
                key={line.id}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <span className="font-medium">{line.name}</span>
                <span className="tabular-nums">
                  {formatMoney(line.unit_price, currency)} → {formatMoney(invoicePrice, currency)}
                  <span className="text-sm text-muted">
                    {' '}
                    {dearer ? 'dearer' : 'cheaper'} a pack
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {priceChanges.length > 0 && (
          <p className="text-sm text-muted">
            The catalogue and the items’ costs now use these prices.
          </p>
        )}
      </Section>
      {list.vendor_id && claimable.length > 0 && (
        <Section
          title="Credit request"
          description={`${claimable.length === 1 ? '1 line' : `${claimable.length} lines`} came short or dearer than ordered.`}
        >
          {requestedAt || sent ? (
            <FormAlert tone="success">
              Credit request sent to {list.vendor_name ?? 'the vendor'}
              {requestedAt ? ` on ${formatWhen(requestedAt)}` : ''}.
            </FormAlert>
          ) : can(role, 'list.send') ? (
            <div className="flex flex-col items-start gap-2">
              {requestCredit.isError && (
                <FormAlert>
                  {failureMessage(requestCredit.error, 'The credit request could not be sent.')}
                </FormAlert>
              )}
              <Button
                aria-disabled={requestCredit.isPending || undefined}
                onClick={() => {
                  if (!requestCredit.isPending) {
                    requestCredit.mutate({ id: list.id }, { onSuccess: () => setSent(true) });
                  }
                }}
              >
                {requestCredit.isPending ? 'Sending…' : 'Send a credit request'}
              </Button>
            </div>
          ) : null}
        </Section>
      )}
    </>
  );
}
