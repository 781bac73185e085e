import { z } from 'zod';
import { createItemBody, updateItemBody } from '../../../contract/inventory.ts';
import { IMPORT_COLUMNS } from './item-csv.ts';
import type {
  Category,
  CreateItemBody,
  Item,
  UpdateItemBody,
} from '../../../contract/inventory.ts';

/** Units offered in the form (any other text is accepted too). */
export const UNITS = [
  'each',
  'bottle',
  'can',
  'keg',
  'case',
  'box',
  'bag',
  'kg',
  'g',
  'l',
  'ml',
  'lb',
  'oz',
  'fl_oz',
];

/** What the inputs hold: text, turned into the contract's body on submit (the import's columns). */
export const ITEM_TEXT_FIELDS = IMPORT_COLUMNS;
export type ItemFormValues = Record<(typeof ITEM_TEXT_FIELDS)[number], string>;

const text = (value: string) => (value.trim() === '' ? null : value);
/** '' is null; anything that is not a number stays NaN for the schema to reject. */
const number = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

function fields(values: ItemFormValues) {
  return {
    name: values.name,
    category: text(values.category),
    unit: values.unit,
    unit_content: number(values.unit_content),
    unit_content_unit: text(values.unit_content_unit),
    par_level: number(values.par_level),
    reorder_point: number(values.reorder_point),
    cost_per_unit: number(values.cost_per_unit),
    storage_area: text(values.storage_area),
    sku: text(values.sku),
    barcode: text(values.barcode),
    notes: text(values.notes),
  };
}

const formText = z.object(
  Object.fromEntries(ITEM_TEXT_FIELDS.map((name) => [name, z.string()])) as Record<
    keyof ItemFormValues,
    z.ZodString
  >,
);

/** The create form: the text, checked by the contract's createItemBody (errors keep their names). */
export function createItemForm(locationId: string) {
  return formText
    .transform((values): CreateItemBody => ({
      ...fields(values),
      location_id: locationId,
      quantity: number(values.quantity) ?? 0,
    }))
    .pipe(createItemBody);
}

/** The edit form: checked by updateItemBody; no category means none (category_id null). */
export function updateItemForm(version: number) {
  return formText
    .transform((values): UpdateItemBody => {
      const { category, ...rest } = fields(values);
      return category === null
        ? { ...rest, category_id: null, version }
        : { ...rest, category, version };
    })
    .pipe(updateItemBody);
}

const show = (value: number | string | null) => (value === null ? '' : String(value));

export function itemFormValues(item?: Item, categories: Category[] = []): ItemFormValues {
  const category = categories.find((known) => known.id === item?.category_id)?.name;
  return {
    name: item?.name ?? '',
    category: category ?? item?.category ?? '',
    unit: item?.unit ?? 'each',
    unit_content: show(item?.unit_content ?? null),
    unit_content_unit: item?.unit_content_unit ?? '',
    quantity: item ? String(item.quantity) : '0',
    par_level: show(item?.par_level ?? null),
    // Without one of its own the API shows the par level here; showing it would send it back
    // on save and pin the reorder point to today's par. Empty keeps it following the par.
    reorder_point: item?.reorder_point_set ? show(item.reorder_point) : '',
    cost_per_unit: show(item?.cost_per_unit ?? null),
    storage_area: item?.storage_area ?? '',
    sku: item?.sku ?? '',
    barcode: item?.barcode ?? '',
    notes: item?.notes ?? '',
  };
}
