import type { List, ListItem, ListWithItems } from '#contract/shopping-lists.ts';
import type { Vendor, VendorItem } from '#contract/vendors.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { fixtureId } from '#web/test/inventory-fixtures.ts';

/** Buying rows for the screens' tests, shaped like the API's answers. */

export function makeVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: fixtureId('4d4d4d4d'),
    location_id: BAR.id,
    name: 'Metro Drinks',
    contact_name: 'Dana Lee',
    email: 'orders@metro.example',
    phone: '+33 1 23 45 67 89',
    address: null,
    website: null,
    notes: null,
    lead_time_days: 2,
    minimum_order: 100,
    delivery_days: [2, 5],
    item_count: 2,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeVendorItem(overrides: Partial<VendorItem> = {}): VendorItem {
  return {
    id: fixtureId('5e5e5e5e'),
    vendor_id: fixtureId('4d4d4d4d'),
    inventory_item_id: null,
    inventory_item_name: null,
    name: 'Gin 6 × 70 cl',
    sku: 'GIN-6',
    pack_description: 'Case of 6',
    pack_size: 6,
    price: 90,
    previous_price: null,
    is_preferred: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeListItem(overrides: Partial<ListItem> = {}): ListItem {
  const quantity = overrides.quantity ?? 2;
  const unitPrice = overrides.unit_price === undefined ? 10 : overrides.unit_price;
  return {
    id: fixtureId('6f6f6f6f'),
    shopping_list_id: fixtureId('7a7a7a7a'),
    inventory_item_id: fixtureId(),
    vendor_item_id: null,
    name: 'Gin',
    quantity,
    unit: 'bottle',
    pack_size: 6,
    unit_price: unitPrice,
    line_total: unitPrice === null ? null : quantity * unitPrice,
    completed: false,
    received_quantity: null,
    invoice_price: null,
    notes: null,
    sku: null,
    pack_description: null,
    on_hand: null,
    par_level: null,
    ...overrides,
  };
}

export function makeList(overrides: Partial<ListWithItems> = {}): ListWithItems {
  const items = overrides.items ?? [];
  const id = overrides.id ?? fixtureId('7a7a7a7a');
  return {
    id,
    location_id: BAR.id,
    name: 'Metro Drinks order',
    vendor_id: null,
    vendor_name: null,
    status: 'draft',
    notes: null,
    item_count: items.length,
    completed_count: items.filter((item) => item.completed).length,
    estimated_total: 0,
    has_unpriced_lines: false,
    sent_at: null,
    sent_to: null,
    sent_by: null,
    received_at: null,
    received_by: null,
    credit_requested_at: null,
    created_by: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    mail: null,
    ...overrides,
    items: items.map((item) => ({ ...item, shopping_list_id: id })),
  };
}

/** A list as the collection answers it: no lines. */
export function summaryOf(list: ListWithItems): List {
  const { items: _items, ...rest } = list;
  return rest;
}
