import { z } from 'zod';
import { createVendorBody, ISO_WEEKDAYS, updateVendorBody } from '#contract/vendors.ts';
import type { CreateVendorBody, UpdateVendorBody, Vendor } from '#contract/vendors.ts';
import { typedAmount } from '#web/lib/amount-schema.ts';
import { amountText, parseAmount } from '#web/lib/amounts.ts';

/** The text fields of the vendor form, named as the contract's fields. */
export const VENDOR_TEXT_FIELDS = [
  'name',
  'contact_name',
  'email',
  'phone',
  'address',
  'website',
  'notes',
  'lead_time_days',
  'minimum_order',
] as const;

export type VendorFormValues = Record<(typeof VENDOR_TEXT_FIELDS)[number], string> & {
  /** Checked weekdays, as the checkboxes hold them ("1" … "7"). */
  delivery_days: string[];
};

const text = (value: string) => (value.trim() === '' ? null : value);
/** '' is null; "12,5" is 12.5; anything unreadable stays NaN for the schema to reject. */
const number = (value: string) => (value.trim() === '' ? null : (parseAmount(value) ?? Number.NaN));
const wholeDays = (value: string) =>
  value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;

function fields(values: VendorFormValues) {
  return {
    name: values.name,
    contact_name: text(values.contact_name),
    email: text(values.email),
    phone: text(values.phone),
    address: text(values.address),
    website: text(values.website),
    notes: text(values.notes),
    lead_time_days: wholeDays(values.lead_time_days),
    minimum_order: number(values.minimum_order),
    delivery_days: values.delivery_days.map(Number),
  };
}

const formShape = z.object({
  ...(Object.fromEntries(VENDOR_TEXT_FIELDS.map((name) => [name, z.string()])) as Record<
    (typeof VENDOR_TEXT_FIELDS)[number],
    z.ZodString
  >),
  minimum_order: typedAmount(),
  delivery_days: z.array(z.string()),
});

/** The create form, checked by the contract's createVendorBody (errors keep their names). */
export function createVendorForm(locationId: string) {
  return formShape
    .transform((values): CreateVendorBody => ({ ...fields(values), location_id: locationId }))
    .pipe(createVendorBody);
}

export function updateVendorForm() {
  return formShape.transform((values): UpdateVendorBody => fields(values)).pipe(updateVendorBody);
}

export function vendorFormValues(vendor?: Vendor): VendorFormValues {
  return {
    name: vendor?.name ?? '',
    contact_name: vendor?.contact_name ?? '',
    email: vendor?.email ?? '',
    phone: vendor?.phone ?? '',
    address: vendor?.address ?? '',
    website: vendor?.website ?? '',
    notes: vendor?.notes ?? '',
    lead_time_days: vendor?.lead_time_days == null ? '' : String(vendor.lead_time_days),
    minimum_order: amountText(vendor?.minimum_order),
    delivery_days: (vendor?.delivery_days ?? []).map(String),
  };
}

export const WEEKDAYS = ISO_WEEKDAYS;
