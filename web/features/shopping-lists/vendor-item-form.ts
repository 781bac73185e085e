import { z } from 'zod';
import { createVendorItemBody, updateVendorItemBody } from '#contract/vendors.ts';
import type { CreateVendorItemBody, UpdateVendorItemBody, VendorItem } from '#contract/vendors.ts';
import { typedAmount } from '#web/lib/amount-schema.ts';
import { amountText, parseAmount } from '#web/lib/amounts.ts';

export const VENDOR_ITEM_TEXT_FIELDS = [
  'name',
  'sku',
  'pack_description',
  'pack_size',
  'price',
  'inventory_item_id',
] as const;

export type VendorItemFormValues = Record<(typeof VENDOR_ITEM_TEXT_FIELDS)[number], string> & {
  is_preferred: boolean;
};

const text = (value: string) => (value.trim() === '' ? null : value);
/** "12,5" is 12.5; '' or anything unreadable is NaN, for the schema to name. */
const number = (value: string) => parseAmount(value) ?? Number.NaN;

function fields(values: VendorItemFormValues) {
  return {
    name: values.name,
    sku: text(values.sku),
    pack_description: text(values.pack_description),
    pack_size: number(values.pack_size),
    price: number(values.price),
    inventory_item_id: values.inventory_item_id === '' ? null : values.inventory_item_id,
    is_preferred: values.is_preferred,
  };
}

const formShape = z.object({
  ...(Object.fromEntries(VENDOR_ITEM_TEXT_FIELDS.map((name) => [name, z.string()])) as Record<
    (typeof VENDOR_ITEM_TEXT_FIELDS)[number],
    z.ZodString
  >),
  pack_size: typedAmount(),
  price: typedAmount(),
  is_preferred: z.boolean(),
});

export function createVendorItemForm() {
  return formShape
    .transform((values): CreateVendorItemBody => fields(values))
    .pipe(createVendorItemBody);
}

export function updateVendorItemForm() {
  return formShape
    .transform((values): UpdateVendorItemBody => fields(values))
    .pipe(updateVendorItemBody);
}

export function vendorItemFormValues(line?: VendorItem): VendorItemFormValues {
  return {
    name: line?.name ?? '',
    sku: line?.sku ?? '',
    pack_description: line?.pack_description ?? '',
    pack_size: line ? amountText(line.pack_size) : '1',
    price: line ? amountText(line.price) : '',
    inventory_item_id: line?.inventory_item_id ?? '',
    is_preferred: line?.is_preferred ?? false,
  };
}
