import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { List } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { language } from '#web/lib/i18n/language.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useInventoryCategories } from '../api/get-inventory-categories.ts';
import { useInventoryItems } from '../api/get-inventory-items.ts';
import { useVendors } from '../api/get-vendors.ts';
import { useGenerateLists } from '../api/generate-lists.ts';

interface GenerateDialogProps {
  locationId: string;
  onClose: () => void;
}

/**
 * "Order what is below par": one draft per vendor of every item at or below its reorder point,
 * in packs of its preferred line; optionally only one vendor, some categories, one storage area.
 */
export function GenerateDialog({ locationId, onClose }: GenerateDialogProps) {
  const t = useStore(shoppingMessages);
  const known = useKnownMessage();
  const ids = useId();
  const vendors = useVendors(locationId);
  const categories = useInventoryCategories(locationId);
  const items = useInventoryItems(locationId);
  const generate = useGenerateLists(locationId);
  const [vendorId, setVendorId] = useState('');
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [storageArea, setStorageArea] = useState('');
  const [made, setMade] = useState<List[] | null>(null);

  const areas = useMemo(
    () =>
      [
        ...new Set(
          (items.data ?? []).map((item) => item.storage_area).filter((area) => area !== null),
        ),
      ].sort((a, b) => a.localeCompare(b)),
    [items.data],
  );

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (generate.isPending) return;
    generate.mutate(
      {
        location_id: locationId,
        ...(vendorId && { vendor_id: vendorId }),
        ...(categoryIds.length > 0 && { category_ids: categoryIds }),
        ...(storageArea && { storage_area: storageArea }),
        // The lists are named and noted in the app's language.
        language: language.get(),
      },
      { onSuccess: setMade },
    );
  }

  const base = `/dashboard/${locationId}/shopping-lists`;
  if (made) {
    return (
      // A dialog of its own (key), so focus moves to its Done button as the form goes away.
      <ModalDialog key="made" title={t.orderBelowPar} onClose={onClose}>
        {made.length === 0 ? (
          <FormAlert tone="success">
            {categoryIds.length > 0 || storageArea || vendorId
              ? t.nothingToOrderOfThese
              : t.nothingToOrder}
          </FormAlert>
        ) : (
          <>
            <FormAlert tone="success">{t.draftsMade(made.length)}</FormAlert>
            <ul className="flex flex-col gap-1">
              {made.map((list) => (
                <li key={list.id}>
                  <Link
                    to={`${base}/${list.id}`}
                    className="inline-flex min-h-11 items-center underline"
                  >
                    {list.name}
                  </Link>{' '}
                  <span className="text-sm text-muted">
                    {list.vendor_name ?? t.noVendor}, {t.lineCount(list.item_count)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button variant="secondary" data-autofocus onClick={onClose}>
          {t.done}
        </Button>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={t.orderBelowPar} onClose={onClose} size="lg">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t.generateHelp}</p>
        <SelectField
          label={t.vendor}
          value={vendorId}
          onChange={(event) => setVendorId(event.target.value)}
        >
          <option value="">{t.everyVendor}</option>
          {(vendors.data ?? []).map((vendor) => (
            <option key={vendor.id} value={vendor.id}>
              {vendor.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.storageArea}
          value={storageArea}
          onChange={(event) => setStorageArea(event.target.value)}
        >
          <option value="">{t.everyStorageArea}</option>
          {areas.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </SelectField>
        {(categories.data ?? []).length > 0 && (
          <fieldset aria-describedby={`${ids}-categories-hint`}>
            <legend className="font-medium">{t.categories}</legend>
            <p id={`${ids}-categories-hint`} className="mb-1 text-sm text-muted">
              {t.noneTicked}
            </p>
            <div className="flex flex-wrap gap-2">
              {(categories.data ?? []).map((category) => (
                <label
                  key={category.id}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary"
                >
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={categoryIds.includes(category.id)}
                    onChange={(event) =>
                      setCategoryIds((current) =>
                        event.target.checked
                          ? [...current, category.id]
                          : current.filter((id) => id !== category.id),
                      )
                    }
                  />
                  {category.name}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {generate.isError && (
          <FormAlert>{known(failureMessage(generate.error, t.listsNotMade))}</FormAlert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={generate.isPending} pendingLabel={t.makingLists}>
            {t.makeLists}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
