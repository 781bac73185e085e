import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import type { ListItem, ReceiveListBody } from '#contract/shopping-lists.ts';
import { buttonClass, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { INPUT_CLASS } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { cn } from '#web/lib/cn.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useList } from './api/get-list.ts';
import { useReceiveList } from './api/receive-list.ts';
import { BuyingNav } from './components/buying-nav.tsx';
import { ListFacts } from './components/list-header.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { ReceivedSummary } from './components/received-summary.tsx';
import { useCurrency } from '#web/lib/use-currency.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { inItemUnits, lineQuantityText } from './list-format.ts';
import {
  amountProblem,
  amountText,
  formatQuantity,
  formatUnitPrice,
  parseAmount,
  shownQuantity,
} from '#web/lib/amounts.ts';
import { unitName } from '#web/lib/unit-amount.ts';

interface Typed {
  received: string;
  price: string;
}

function LineFields({
  line,
  typed,
  currency,
  onChange,
}: {
  line: ListItem;
  typed: Typed;
  currency: string;
  onChange: (typed: Typed) => void;
}) {
  const t = useStore(shoppingMessages);
  const words = useStore(unitsMessages);
  const known = useKnownMessage();
  // What is wrong with an entry, in the words of the one amount rule (web/lib/amounts.ts).
  const packsProblem = amountProblem(typed.received);
  const priceProblem = typed.price.trim() === '' ? undefined : amountProblem(typed.price);
  const packsId = `received-${line.id}`;
  const priceId = `price-${line.id}`;
  const price = line.unit_price === null ? t.noPrice : formatUnitPrice(line.unit_price, currency);
  const packs = t.packCount(shownQuantity(line.quantity))({ packs: formatQuantity(line.quantity) });
  return (
    <li className="flex flex-col gap-2 p-3">
      <div>
        <p className="font-medium">{line.name}</p>
        <p className="text-sm text-muted">
          {inItemUnits(line)
            ? t.orderedAt({ packs: lineQuantityText(line, t, words), price })
            : line.pack_size !== null && line.unit
              ? t.orderedOfAt({
                  packs,
                  size: formatQuantity(line.pack_size),
                  unit: unitName(words, line.unit, shownQuantity(line.pack_size)),
                  price,
                })
              : t.orderedAt({ packs, price })}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={packsId} className="text-sm font-medium">
            {t.packsArrived}
          </label>
          <input
            id={packsId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={packsProblem !== undefined || undefined}
            aria-describedby={packsProblem !== undefined ? `${packsId}-error` : undefined}
            className={cn(INPUT_CLASS, 'tabular-nums')}
            value={typed.received}
            onChange={(event) => onChange({ ...typed, received: event.target.value })}
          />
          {packsProblem !== undefined && (
            <p id={`${packsId}-error`} className="text-sm font-medium text-danger">
              {known(packsProblem)}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={priceId} className="text-sm font-medium">
            {t.invoicePricePerPack}
          </label>
          <input
            id={priceId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t.noPrice}
            aria-invalid={priceProblem !== undefined || undefined}
            aria-describedby={priceProblem !== undefined ? `${priceId}-error` : undefined}
            className={cn(INPUT_CLASS, 'tabular-nums')}
            value={typed.price}
            onChange={(event) => onChange({ ...typed, price: event.target.value })}
          />
          {priceProblem !== undefined && (
            <p id={`${priceId}-error`} className="text-sm font-medium text-danger">
              {known(priceProblem)}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/** The lines as typed, for the receive call; undefined while any of them is unreadable. */
function receiveBody(lines: ListItem[], typed: Record<string, Typed>): ReceiveListBody | undefined {
  const items: NonNullable<ReceiveListBody['items']> = [];
  for (const line of lines) {
    const entry = typed[line.id];
    const received = parseAmount(entry?.received ?? '');
    if (received === undefined) return undefined;
    const price = entry?.price.trim() ? parseAmount(entry.price) : undefined;
    if (entry?.price.trim() && price === undefined) return undefined;
    items.push({
      id: line.id,
      received_quantity: received,
      // Only a price that differs from the order: the rest arrived at the ordered price.
      ...(price !== undefined && price !== line.unit_price && { unit_price: price }),
    });
  }
  return { items };
}

/**
 * Booking a delivery in: each line starts as ordered (packs and price); change what arrived
 * and what the invoice says, then see what went into stock and which prices changed.
 */
export function ReceiveScreen() {
  const t = useStore(shoppingMessages);
  const known = useKnownMessage();
  const { locationId = '', listId = '' } = useParams();
  const role = useCurrentLocation()?.role;
  const currency = useCurrency(locationId);
  const list = useList(locationId, listId);
  const receive = useReceiveList(locationId);
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const listPath = `/dashboard/${locationId}/shopping-lists/${listId}`;

  if (list.isPending) {
    return (
      <Page title={t.receiveTitle}>
        <Spinner label={t.loadingList} />
      </Page>
    );
  }
  if (list.isError) {
    return (
      <Page title={t.receiveTitle}>
        <BuyingNav locationId={locationId} />
        <LoadError
          error={list.error}
          message={t.listNotLoaded}
          onRetry={() => void list.refetch()}
        />
      </Page>
    );
  }

  // The received list as the server has it now once reloaded (its credit request's email goes
  // on), the receive's answer until then.
  const data = list.data.status === 'received' ? list.data : (receive.data ?? list.data);
  const lines = data.items;
  if (data.status === 'received') {
    return (
      <Page title={t.receivedName({ name: data.name })}>
        <BuyingNav locationId={locationId} />
        {receive.data && <FormAlert tone="success">{t.deliveryInStock}</FormAlert>}
        <ListFacts list={data} locationId={locationId} />
        <ReceivedSummary list={data} currency={currency} />
        <Link to={listPath} className={TEXT_LINK_CLASS}>
          {t.backToList}
        </Link>
      </Page>
    );
  }

  const entries = Object.fromEntries(
    lines.map((line) => [
      line.id,
      typed[line.id] ?? { received: amountText(line.quantity), price: amountText(line.unit_price) },
    ]),
  );
  const body = receiveBody(lines, entries);

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (receive.isPending || body === undefined) return;
    receive.mutate({ id: listId, body });
  }

  return (
    <Page title={t.receiveName({ name: data.name })} description={t.receiveDescription}>
      <BuyingNav locationId={locationId} />
      <ListFacts list={data} locationId={locationId} />
      {!can(role, 'stock.count') ? (
        <p>{t.roleCannotReceive}</p>
      ) : lines.length === 0 ? (
        <EmptyState>
          <p>{t.noLinesToReceive}</p>
          <Link to={listPath} className={buttonClass('secondary')}>
            {t.backToList}
          </Link>
        </EmptyState>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
            {lines.map((line) => (
              <LineFields
                key={line.id}
                line={line}
                typed={entries[line.id] ?? { received: '', price: '' }}
                currency={currency}
                onChange={(next) => setTyped((current) => ({ ...current, [line.id]: next }))}
              />
            ))}
          </ul>
          {receive.isError && (
            <FormAlert>{known(failureMessage(receive.error, t.notBookedIn))}</FormAlert>
          )}
          {body === undefined && (
            <p className="text-sm font-medium text-danger">{t.fixMarkedFields}</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <SubmitButton pending={receive.isPending} pendingLabel={t.bookingIn}>
              {t.bookDelivery}
            </SubmitButton>
            <Link to={listPath} className={buttonClass('secondary')}>
              {t.cancel}
            </Link>
          </div>
        </form>
      )}
    </Page>
  );
}
