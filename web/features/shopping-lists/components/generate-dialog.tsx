import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { List } from '../../../../contract/shopping-lists.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { plural } from '../amounts.ts';
import { useInventoryCategories, useInventoryItems } from '../api/get-inventory.ts';
import { useVendors } from '../api/get-vendors.ts';
import { useGenerateLists } from '../api/save-list.ts';

interface GenerateDialogProps {
  locationId: string;
  onClose: () => void;
}

/**
 * "Order what is below par": one draft per vendor of every item at or below its reorder point,
 * in packs of its preferred line; optionally only one vendor, some categories, one storage area.
 */
export function GenerateDialog({ locationId, onClose }: GenerateDialogProps) {
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
      },
      { onSuccess: setMade },
    );
  }

  const base = `/dashboard/${locationId}/shopping-lists`;
  if (made) {
    return (
      // A dialog of its own (key), so focus moves to its Done button as the form goes away.
      <ModalDialog key="made" title="Order what is below par" onClose={onClose}>
        {made.length === 0 ? (
          <FormAlert tone="success">
            Nothing to order: no item
            {categoryIds.length > 0 || storageArea || vendorId ? ' of these' : ''} is at or below
            its reorder point.
          </FormAlert>
        ) : (
          <>
            <FormAlert tone="success">
              {made.length === 1 ? '1 draft list made.' : `${made.length} draft lists made.`}
            </FormAlert>
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
                    {list.vendor_name ?? 'No vendor'}, {plural(list.item_count, 'line')}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button variant="secondary" data-autofocus onClick={onClose}>
          Done
        </Button>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title="Order what is below par" onClose={onClose} size="lg">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          Every item at or below its reorder point is ordered up to its par level, in packs of its
          preferred vendor’s line: one draft list per vendor, and one for items without a vendor.
        </p>
        <SelectField
          label="Vendor"
          value={vendorId}
          onChange={(event) => setVendorId(event.target.value)}
        >
          <option value="">Every vendor</option>
          {(vendors.data ?? []).map((vendor) => (
            <option key={vendor.id} value={vendor.id}>
              {vendor.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Storage area"
          value={storageArea}
          onChange={(event) => setStorageArea(event.target.value)}
        >
          <option value="">Every storage area</option>
          {areas.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </SelectField>
        {(categories.data ?? []).length > 0 && (
          <fieldset aria-describedby={`${ids}-categories-hint`}>
            <legend className="font-medium">Categories</legend>
            <p id={`${ids}-categories-hint`} className="mb-1 text-sm text-muted">
              None ticked: every category.
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
          <FormAlert>{failureMessage(generate.error, 'The lists could not be made.')}</FormAlert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={generate.isPending} pendingLabel="Making the lists…">
            Make the lists
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
