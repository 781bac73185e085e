import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Item } from '#contract/inventory.ts';
import { wasteCauses } from '#contract/stock-updates.ts';
import type { WasteCause } from '#contract/stock-updates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldFrame, INPUT_CLASS, describedBy } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { parseAmount } from '#web/lib/amounts.ts';
import { cn } from '#web/lib/cn.ts';
import { ApiError, ErrorType } from '#web/lib/errors.ts';
import { failureMessage, fieldErrorsOf } from '#web/lib/form-errors.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { wasteMessages } from '#web/lib/i18n/locales/en/waste.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { unitName } from '#web/lib/unit-amount.ts';
import { useRecordWaste } from '../api/record-waste.ts';
import { formatQuantity } from '../stock-rows.ts';

interface WasteDialogProps {
  locationId: string;
  item: Item;
  onClose: () => void;
}

/** Whether the failure is the connection's: nothing reached the server, or its answer was lost. */
function isOffline(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.type === ErrorType.NETWORK_ERROR || error.type === ErrorType.TIMEOUT_ERROR)
  );
}

/** How long Save waits for this phone's counts of the item to reach the server first. */
const COUNTS_FIRST_MS = 10_000;

/**
 * Resolves once no count of the item by this person waits in the outbox (sent now, not held
 * for another tap), or after `COUNTS_FIRST_MS`: waste then rests on the counted number, and
 * the count is not refused as resting on a version the waste moved on.
 */
function countsOfItemSent(itemId: string): Promise<void> {
  const userId = useAuthStore.getState().user?.id;
  if (!userId) return Promise.resolve();
  const waiting = () =>
    useCountOutbox
      .getState()
      .pending.some((count) => count.itemId === itemId && count.userId === userId);
  if (!waiting()) return Promise.resolve();
  useCountOutbox.getState().settle(userId);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, COUNTS_FIRST_MS);
    const unsubscribe = useCountOutbox.subscribe(() => {
      if (!waiting()) done();
    });
  });
}

/**
 * Waste from the stock list: the amount in the item's unit (1 to start with), the cause as
 * large buttons, an optional note, Save. Waste needs a connection: offline, Save says so and
 * keeps the sheet as it is, to save again once back online. The sheet has one Idempotency-Key,
 * so a Save tried again after an answer lost on the way writes one change-log row.
 */
export function WasteDialog({ locationId, item, onClose }: WasteDialogProps) {
  const t = useStore(wasteMessages);
  const words = useStore(unitsMessages);
  const known = useKnownMessage();
  const ids = useId();
  const [amount, setAmount] = useState('1');
  const [cause, setCause] = useState<WasteCause | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [offline, setOffline] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [countsFirst, setCountsFirst] = useState(false);
  const waste = useRecordWaste(locationId);

  const quantity = parseAmount(amount);
  const amountInvalid = quantity === undefined || quantity <= 0;
  const serverErrors = fieldErrorsOf(waste.error);
  const serverError = (field: string) =>
    serverErrors.find((error) => error.path === field)?.message;
  const amountError =
    (tried && amountInvalid ? t.amountProblem : undefined) ?? serverError('quantity');
  const causeError = (tried && cause === null ? t.pickCause : undefined) ?? serverError('cause');
  const noteError = serverError('note');
  const unplaced = serverErrors.filter(
    (error) => !['quantity', 'cause', 'note'].includes(error.path),
  );

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    if (countsFirst || waste.isPending || amountInvalid || cause === null) return;
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    const trimmed = note.trim();
    // A count of the item just made (still held, or on its way) goes first.
    setCountsFirst(true);
    await countsOfItemSent(item.id);
    setCountsFirst(false);
    waste.mutate(
      {
        itemId: item.id,
        body: { quantity, cause, ...(trimmed === '' ? {} : { note: trimmed }) },
        idempotencyKey,
      },
      {
        onSuccess: ({ update }) => {
          useNotificationStore.getState().notify({
            type: 'success',
            message: t.saved({
              name: item.name,
              amount: formatQuantity(-update.delta),
              unit: unitName(words, item.unit, -update.delta),
              cause: t[cause],
            }),
          });
          onClose();
        },
        onError: (error) => setOffline(isOffline(error)),
      },
    );
  }

  const failure =
    waste.isError && !offline && serverErrors.length === 0
      ? failureMessage(waste.error, t.failed)
      : undefined;
  return (
    <ModalDialog title={t.title({ name: item.name })} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FieldFrame
          id={`${ids}-amount`}
          label={t.amount({ unit: unitName(words, item.unit, 1) })}
          hint={t.onHand({ quantity: formatQuantity(item.quantity) })}
          error={amountError}
        >
          <input
            id={`${ids}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={cn(INPUT_CLASS, 'tabular-nums')}
            aria-invalid={amountError !== undefined || undefined}
            aria-describedby={describedBy(`${ids}-amount`, true, amountError)}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onFocus={(event) => event.target.select()}
          />
        </FieldFrame>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={causeError ? `${ids}-cause-error` : undefined}
        >
          <legend className="mb-1.5 font-medium">{t.cause}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {wasteCauses.map((choice) => (
              <label
                key={choice}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-border px-2 text-center font-medium',
                  'hover:bg-surface-hover has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-fg',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-cause`}
                  value={choice}
                  className="sr-only"
                  checked={cause === choice}
                  onChange={() => setCause(choice)}
                />
                {t[choice]}
              </label>
            ))}
          </div>
          {causeError && (
            <p id={`${ids}-cause-error`} className="text-sm font-medium text-danger">
              {known(causeError)}
            </p>
          )}
        </fieldset>
        <FieldFrame id={`${ids}-note`} label={t.note} error={noteError}>
          <input
            id={`${ids}-note`}
            type="text"
            autoComplete="off"
            maxLength={500}
            placeholder={t.notePlaceholder}
            className={INPUT_CLASS}
            aria-invalid={noteError !== undefined || undefined}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </FieldFrame>
        {offline && <FormAlert>{t.offline}</FormAlert>}
        {failure && <FormAlert>{known(failure)}</FormAlert>}
        {unplaced.length > 0 && (
          <FormAlert>{unplaced.map((error) => known(error.message)).join(' ')}</FormAlert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <SubmitButton pending={countsFirst || waste.isPending} pendingLabel={t.saving}>
            {t.save}
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
}
