import { z } from 'zod';
import { typedAmount } from '#web/lib/amount-schema.ts';
import { parseAmount } from '#web/lib/amounts.ts';
import { allergenKeys } from '#contract/allergens.ts';
import { createItemBody, updateItemBody } from '#contract/inventory.ts';
import type { AllergenKey, AllergenPresence, Allergens } from '#contract/allergens.ts';
import type { Category, CreateItemBody, Item, UpdateItemBody } from '#contract/inventory.ts';

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

/** What the text inputs hold, turned into the contract's body on submit. */
const ITEM_TEXT_FIELDS = [
  'name',
  'category',
  'unit',
  'unit_content',
  'unit_content_unit',
  'quantity',
  'par_level',
  'reorder_point',
  'cost_per_unit',
  'storage_area',
  'sku',
  'barcode',
  'notes',
] as const;

/** One of the item's own conversions as typed: "1 each = 150 g". */
interface ConversionValues {
  quantity: string;
  unit: string;
  equals: string;
  equals_unit: string;
}

/** What the cooking part of the form holds: waste, allergens ('' = not in it), conversions. */
interface CookingValues {
  waste_percent: string;
  allergens: Record<AllergenKey, AllergenPresence | ''>;
  conversions: ConversionValues[];
}

/** A full and an empty unit on the scale, in grams: a part-used one is counted by weight. */
const WEIGHT_FIELDS = ['full_weight_g', 'empty_weight_g'] as const;

export type ItemFormValues = Record<
  (typeof ITEM_TEXT_FIELDS)[number] | (typeof WEIGHT_FIELDS)[number],
  string
> &
  CookingValues;

/** The fields a server's 422 may name, to put its message on the right input. */
export const ITEM_FORM_FIELDS = [...ITEM_TEXT_FIELDS, ...WEIGHT_FIELDS, 'waste_percent'] as const;

const text = (value: string) => (value.trim() === '' ? null : value);
/**
 * '' is null; "0,5" and "0.5" are 0.5 (lib/amounts.ts, the rule of every number field); a
 * minus sign still reads, so the schema can say "0 or more"; anything else stays NaN for the
 * schema to reject.
 */
function number(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const negative = text.startsWith('-');
  const amount = parseAmount(negative ? text.slice(1) : text);
  if (amount === undefined) return NaN;
  return negative ? -amount : amount;
}

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
    waste_percent: number(values.waste_percent),
    full_weight_g: number(values.full_weight_g),
    empty_weight_g: number(values.empty_weight_g),
    allergens: allergensOf(values.allergens),
    conversions: values.conversions.map((conversion) => ({
      quantity: number(conversion.quantity) ?? NaN,
      unit: conversion.unit,
      equals: number(conversion.equals) ?? NaN,
      equals_unit: conversion.equals_unit,
    })),
  };
}

/** Only the allergens the item holds, as the contract wants them. */
function allergensOf(values: CookingValues['allergens']): Allergens {
  const held: Allergens = {};
  for (const key of allergenKeys) {
    const presence = values[key];
    if (presence) held[key] = presence;
  }
  return held;
}

/** The fields holding an amount: typed by the rule of every number field (lib/amount-schema.ts). */
const AMOUNT_FIELDS = new Set<string>([
  'unit_content',
  'quantity',
  'par_level',
  'reorder_point',
  'cost_per_unit',
] satisfies (typeof ITEM_TEXT_FIELDS)[number][]);

const formText = z.object({
  ...(Object.fromEntries(
    ITEM_TEXT_FIELDS.map((name) => [name, AMOUNT_FIELDS.has(name) ? typedAmount() : z.string()]),
  ) as Record<(typeof ITEM_TEXT_FIELDS)[number], z.ZodString>),
  full_weight_g: typedAmount(),
  empty_weight_g: typedAmount(),
  waste_percent: typedAmount(),
  allergens: z.record(z.enum(allergenKeys), z.enum(['', 'contains', 'may_contain'])),
  conversions: z.array(
    z.object({
      quantity: typedAmount(),
      unit: z.string(),
      equals: typedAmount(),
      equals_unit: z.string(),
    }),
  ),
});

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
    waste_percent: show(item?.waste_percent ?? null),
    full_weight_g: show(item?.full_weight_g ?? null),
    empty_weight_g: show(item?.empty_weight_g ?? null),
    allergens: Object.fromEntries(
      allergenKeys.map((key) => [key, item?.allergens[key] ?? '']),
    ) as CookingValues['allergens'],
    conversions: (item?.conversions ?? []).map((conversion) => ({
      quantity: String(conversion.quantity),
      unit: conversion.unit,
      equals: String(conversion.equals),
      equals_unit: conversion.equals_unit,
    })),
  };
}
