import { useStore } from '@nanostores/react';
import type { PriceChangeSource } from '#contract/prices.ts';
import type { VendorItem } from '#contract/vendors.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import type { VendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { usePriceHistory } from '../api/get-price-history.ts';
import { LoadError } from '#web/components/ui/query-states.tsx';
import { formatMoney, formatWhen } from '#web/lib/amounts.ts';

/** The message that says why a price changed. */
const SOURCES = {
  manual: 'sourceManual',
  bulk: 'sourceBulk',
  catalog: 'sourceCatalog',
  receive: 'sourceReceive',
} as const satisfies Record<PriceChangeSource, keyof VendorsMessages>;

interface PriceHistoryDialogProps {
  locationId: string;
  line: VendorItem;
  currency: string;
  onClose: () => void;
}

/** Every price a catalogue line has had, newest first: when, from what to what, and why. */
export function PriceHistoryDialog({
  locationId,
  line,
  currency,
  onClose,
}: PriceHistoryDialogProps) {
  const t = useStore(vendorsMessages);
  const history = usePriceHistory(locationId, line.id);
  return (
    <ModalDialog title={t.priceHistoryOf({ name: line.name })} onClose={onClose}>
      <p>
        <Interpolate
          message={t.nowPerPack}
          values={{ price: <strong>{formatMoney(line.price, currency)}</strong> }}
        />
      </p>
      {history.isPending ? (
        <Spinner label={t.loadingHistory} />
      ) : history.isError ? (
        <LoadError
          error={history.error}
          message={t.historyNotLoaded}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.length === 0 ? (
        <p className="text-muted">{t.priceUnchanged}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border">
          {history.data.map((change) => (
            <li key={change.id} className="flex flex-col py-2">
              <span className="font-medium tabular-nums">
                {change.old_price === null ? t.firstPrice : formatMoney(change.old_price, currency)}{' '}
                → {formatMoney(change.new_price, currency)}
              </span>
              <span className="text-sm text-muted">
                {change.user_name
                  ? t.changeMadeBy({
                      when: formatWhen(change.created_at),
                      source: t[SOURCES[change.source]],
                      user: change.user_name,
                    })
                  : t.changeMade({
                      when: formatWhen(change.created_at),
                      source: t[SOURCES[change.source]],
                    })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
