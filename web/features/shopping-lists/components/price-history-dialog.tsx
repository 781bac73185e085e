import type { PriceChangeSource, VendorItem } from '../../../../contract/vendors.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney, formatWhen } from '../amounts.ts';
import { usePriceHistory } from '../api/get-price-history.ts';
import { LoadError } from '../../../components/ui/query-states.tsx';

const SOURCES: Record<PriceChangeSource, string> = {
  manual: 'changed by hand',
  bulk: 'bulk price update',
  catalog: 'catalogue import',
  receive: 'invoice at receiving',
};

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
  const history = usePriceHistory(locationId, line.id);
  return (
    <ModalDialog title={`Price history of ${line.name}`} onClose={onClose}>
      <p>
        Now <strong>{formatMoney(line.price, currency)}</strong> a pack.
      </p>
      {history.isPending ? (
        <Spinner label="Loading the price history…" />
      ) : history.isError ? (
        <LoadError
          error={history.error}
          what="The price history"
          onRetry={() => void history.refetch()}
        />
      ) : history.data.length === 0 ? (
        <p className="text-muted">The price has not changed since the line was added.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border">
          {history.data.map((change) => (
            <li key={change.id} className="flex flex-col py-2">
              <span className="font-medium tabular-nums">
                {change.old_price === null
                  ? 'First price'
                  : formatMoney(change.old_price, currency)}{' '}
                → {formatMoney(change.new_price, currency)}
              </span>
              <span className="text-sm text-muted">
                {formatWhen(change.created_at)}, {SOURCES[change.source]}
                {change.user_name && ` by ${change.user_name}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
