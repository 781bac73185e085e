import { z } from 'zod';
import {
  createMenuItemBody,
  menuRecipeInput,
  menuStockItemInput,
  updateMenuItemBody,
} from '#contract/menu.ts';
import type {
  CreateMenuItemBody,
  MenuItem,
  MenuRecipeInput,
  MenuStockItemInput,
  UpdateMenuItemBody,
} from '#contract/menu.ts';
import { typedAmount } from '#web/lib/amount-schema.ts';
import { amountText, parseAmount } from '#web/lib/amounts.ts';

/**
 * The menu forms hold text; on submit it becomes the contract's body, checked by the
 * contract's schema (errors keep the server's field names). "4,50" reads as 4.5; anything
 * unreadable stays NaN for the schema to reject ("Enter a number").
 */
const number = (value: string) => (value.trim() === '' ? NaN : (parseAmount(value) ?? NaN));
const text = (value: string) => (value.trim() === '' ? null : value);

export const NEW_MENU_ITEM_FIELDS = ['name', 'price', 'category'] as const;
export type NewMenuItemValues = Record<(typeof NEW_MENU_ITEM_FIELDS)[number], string>;

export function newMenuItemForm(locationId: string) {
  return z
    .object({ name: z.string(), price: typedAmount(), category: z.string() })
    .transform((values): CreateMenuItemBody => ({
      location_id: locationId,
      name: values.name,
      price: number(values.price),
      category: text(values.category),
    }))
    .pipe(createMenuItemBody);
}

export const MENU_ITEM_FIELDS = ['name', 'price', 'category', 'description', 'active'] as const;
export interface MenuItemValues {
  name: string;
  price: string;
  category: string;
  description: string;
  active: boolean;
}

export function menuItemForm() {
  return z
    .object({
      name: z.string(),
      price: typedAmount(),
      category: z.string(),
      description: z.string(),
      active: z.boolean(),
    })
    .transform((values): UpdateMenuItemBody => ({
      name: values.name,
      price: number(values.price),
      category: text(values.category),
      description: text(values.description),
      active: values.active,
    }))
    .pipe(updateMenuItemBody);
}

export function menuItemValues(item: MenuItem): MenuItemValues {
  return {
    name: item.name,
    price: amountText(item.price),
    category: item.category ?? '',
    description: item.description ?? '',
    active: item.active,
  };
}

export const MENU_RECIPE_FIELDS = ['recipe_id', 'quantity'] as const;
export type MenuRecipeValues = Record<(typeof MENU_RECIPE_FIELDS)[number], string>;

/** The form's own messages, in the reader's language (the menu namespace's). */
interface MenuRecipeFormMessages {
  chooseRecipe: string;
}

export function menuRecipeForm(messages: MenuRecipeFormMessages) {
  return z
    .object({ recipe_id: z.string(), quantity: typedAmount() })
    .refine((values) => values.recipe_id !== '', {
      path: ['recipe_id'],
      message: messages.chooseRecipe,
    })
    .transform((values): MenuRecipeInput => ({
      recipe_id: values.recipe_id,
      quantity: values.quantity.trim() === '' ? 1 : number(values.quantity),
    }))
    .pipe(menuRecipeInput);
}

export const MENU_STOCK_ITEM_FIELDS = ['inventory_item_id', 'quantity', 'unit'] as const;
export type MenuStockItemValues = Record<(typeof MENU_STOCK_ITEM_FIELDS)[number], string>;

/** The stock item form's own message, in the reader's language (the menu namespace's). */
interface MenuStockItemFormMessages {
  chooseStockItem: string;
}

export function menuStockItemForm(messages: MenuStockItemFormMessages) {
  return z
    .object({ inventory_item_id: z.string(), quantity: typedAmount(), unit: z.string() })
    .refine((values) => values.inventory_item_id !== '', {
      path: ['inventory_item_id'],
      message: messages.chooseStockItem,
    })
    .transform((values): MenuStockItemInput => ({
      inventory_item_id: values.inventory_item_id,
      quantity: number(values.quantity),
      unit: values.unit,
    }))
    .pipe(menuStockItemInput);
}
