// The vendors and a vendor's screen in Spanish when it is chosen: words, weekdays, plurals and
// the buying tabs; the vendor's own data (names, SKUs, pack descriptions) stays as written.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeList, makeListItem, makeVendor, makeVendorItem, summaryOf } from './test-fixtures.ts';

const metro = makeVendor({ name: 'Metro Drinks', delivery_days: [1, 4], minimum_order: 150 });
const ginLine = makeVendorItem({ vendor_id: metro.id, name: 'Gin 6 × 70 cl', price: 90 });

function stubVendors() {
  stubApi({
    'GET /api/vendors': () => jsonResponse([metro]),
    [`GET /api/vendors/${metro.id}`]: () => jsonResponse(metro),
    [`GET /api/vendors/${metro.id}/items`]: () => jsonResponse([ginLine]),
    [`GET /api/vendors/${metro.id}/stats`]: () =>
      jsonResponse({
        item_count: 1,
        preferred_item_count: 0,
        order_count: 1,
        open_order_count: 1,
        total_spend: 0,
        last_order_at: null,
      }),
    [`GET /api/shopping-lists/vendor/${metro.id}`]: () =>
      jsonResponse([
        summaryOf(
          makeList({
            name: 'Pedido semanal',
            status: 'sent',
            vendor_id: metro.id,
            vendor_name: metro.name,
            estimated_total: 90,
            items: [makeListItem({ quantity: 1, unit_price: 90 })],
            sent_at: '2026-11-20T10:00:00.000Z',
          }),
        ),
      ]),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
  });
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
  stubVendors();
  setLanguage('es');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('vendors, in Spanish', () => {
  it('lists the vendors with their terms, weekdays and counts in Spanish', async () => {
    renderRoute(`/dashboard/${BAR.id}/shopping-lists/vendors`);

    expect(await screen.findByRole('heading', { name: 'Proveedores', level: 1 })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Compras' });
    expect(within(tabs).getByRole('link', { name: 'Listas' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Lista de compra' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Proveedores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir un proveedor' })).toBeInTheDocument();

    const card = (await screen.findByRole('link', { name: 'Metro Drinks' })).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent(
      '2 líneas de catálogo · pedido mínimo 150,00 € · 2 días de plazo de entrega',
    );
    expect(card).toHaveTextContent('Días de entrega Lun, Jue');
    expect(englishLeft([vendorsMessages])).toEqual([]);
  });

  it('shows a vendor, its catalogue and its orders in Spanish', async () => {
    renderRoute(`/dashboard/${BAR.id}/shopping-lists/vendors/${metro.id}`);

    expect(await screen.findByRole('heading', { name: 'Metro Drinks', level: 1 })).toBeVisible();
    expect(await screen.findByText('Contacto, condiciones y catálogo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar el proveedor' })).toBeInTheDocument();
    expect(screen.getByText('Lunes, Jueves')).toBeInTheDocument();
    expect(screen.getByText('2 días de plazo de entrega')).toBeInTheDocument();
    expect(await screen.findByText('1 (preferidas: 0)')).toBeInTheDocument();
    expect(screen.getByText('Ninguno todavía')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Líneas de catálogo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Línea',
      'Paquete',
      'Precio por paquete',
      'Artículo del inventario',
      'Preferida',
      'Acciones',
    ]);
    expect(
      within(table).getByRole('button', { name: 'Vincular un artículo a Gin 6 × 70 cl' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('6 por paquete')).toBeInTheDocument();

    const orders = screen.getByRole('region', { name: 'Pedidos' });
    expect(await within(orders).findByRole('link', { name: 'Pedido semanal' })).toBeVisible();
    expect(orders).toHaveTextContent(/Enviada el .*2026/);
    expect(englishLeft([vendorsMessages])).toEqual([]);
  });
});
