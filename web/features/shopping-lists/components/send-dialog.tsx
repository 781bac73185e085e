import { useStore } from '@nanostores/react';
import type Decimal from 'decimal.js';
import { Mail, MailX } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { BelowMinimumDetails, List } from '#contract/shopping-lists.ts';
import type { Vendor } from '#contract/vendors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/errors.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { formatMoney } from '#web/lib/amounts.ts';
import { useSendList } from '../api/send-list.ts';

interface SendDialogProps {
  locationId: string;
  list: List;
  /** The list's vendor, when it has one (and it has loaded). */
  vendor: Vendor | undefined;
  /** The vendor is still loading: where the order goes is not known yet. */
  vendorPending: boolean;
  total: Decimal;
  currency: string;
  onClose: () => void;
}

function belowMinimumOf(error: unknown): BelowMinimumDetails | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details as Partial<BelowMinimumDetails> | undefined;
  return details?.reason === 'below_minimum_order' ? (details as BelowMinimumDetails) : null;
}

/**
 * Sending: says where the order goes (the vendor's email, or nowhere: the list is only marked
 * sent), and asks first when the total is under the vendor's minimum order.
 */
export function SendDialog({
  locationId,
  list,
  vendor,
  vendorPending,
  total,
  currency,
  onClose,
}: SendDialogProps) {
  const t = useStore(shoppingMessages);
  const known = useKnownMessage();
  const send = useSendList(locationId);
  const [message, setMessage] = useState('');
  const minimum = vendor?.minimum_order ?? null;
  const [asked, setAsked] = useState(false);
  const serverBelow = belowMinimumOf(send.error);
  // The server's 409 is the question itself: the next press sends anyway.
  const confirming = asked || serverBelow !== null;
  const below = serverBelow
    ? { minimum: serverBelow.minimum_order, total: serverBelow.total }
    : minimum !== null && total.lessThan(minimum)
      ? { minimum, total: total.toNumber() }
      : null;
  const mustConfirm = below !== null && !confirming;

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (send.isPending || vendorPending) return;
    if (mustConfirm) {
      setAsked(true);
      return;
    }
    send.mutate(
      {
        id: list.id,
        body: {
          ...(message.trim() !== '' && { message }),
          ...(below !== null && { confirm_below_minimum: true }),
        },
      },
      { onSuccess: onClose },
    );
  }

  const email = vendor?.email ?? null;
  return (
    <ModalDialog title={t.sendName({ name: list.name })} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {vendorPending ? (
          <Spinner label={t.checkingWhere} />
        ) : list.vendor_id !== null && !vendor ? (
          <p className="flex items-start gap-2">
            <MailX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              {list.vendor_name
                ? t.vendorNotLoadedNamed({ vendor: list.vendor_name })
                : t.vendorNotLoaded}
            </span>
          </p>
        ) : email ? (
          <p className="flex items-start gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <Interpolate
                message={vendor ? t.emailedToVendor : t.emailedTo}
                values={{
                  email: <strong className="break-all">{email}</strong>,
                  vendor: vendor?.name,
                }}
              />
            </span>
          </p>
        ) : (
          <p className="flex items-start gap-2">
            <MailX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{list.vendor_id === null ? t.noVendorMarkedSent : t.noEmailMarkedSent}</span>
          </p>
        )}
        {below && (
          <FormAlert>
            {vendor
              ? t.belowMinimumNamed({
                  total: formatMoney(below.total, currency),
                  vendor: vendor.name,
                  minimum: formatMoney(below.minimum, currency),
                })
              : t.belowMinimum({
                  total: formatMoney(below.total, currency),
                  minimum: formatMoney(below.minimum, currency),
                })}
            {confirming && <> {t.sendItAnyway}</>}
          </FormAlert>
        )}
        {email && (
          <TextAreaField
            label={t.messageToVendor}
            optional
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
        {send.isError && !serverBelow && (
          <FormAlert>{known(failureMessage(send.error, t.listNotSent))}</FormAlert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={send.isPending} pendingLabel={t.sending}>
            {below && confirming ? t.sendAnyway : email ? t.sendOrder : t.markAsSent}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
