import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListMail, ListWithItems } from '#contract/shopping-lists.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { fixtureId } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeList, makeListItem, makeVendor } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

const metro = makeVendor();
const gin = makeListItem({
  name: 'Gin',
  quantity: 2,
  unit_price: 90,
  pack_size: 6,
  unit: 'bottle',
});
const tonic = makeListItem({
  name: 'Tonic',
  quantity: 4,
  unit_price: 12.5,
  pack_size: 24,
  unit: 'can',
});
const limes = makeListItem({
  name: 'Limes',
  quantity: 1,
  unit_price: null,
  pack_size: 2,
  unit: 'kg',
});

const sent = makeList({
  name: 'Metro order',
  status: 'sent',
  vendor_id: metro.id,
  vendor_name: metro.name,
  items: [gin, tonic, limes],
});

function openReceive(routes: Routes = {}, list: ListWithItems = sent) {
  const stub = stubApi({
    [`GET /api/shopping-lists/${list.id}`]: () => jsonResponse(list),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/shopping-lists': () => jsonResponse([]),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${BAR.id}/shopping-lists/${list.id}/receive`);
  return { ...stub, ...view };
}

/** The answer of the receive call: Gin came one pack short, Tonic at 13.75 a pack. */
const received: ListWithItems = {
  ...sent,
  status: 'received',
  received_at: '2026-11-22T08:00:00.000Z',
  items: [
    { ...gin, received_quantity: 1 },
    { ...tonic, received_quantity: 4, invoice_price: 13.75 },
    { ...limes, received_quantity: 1 },
  ],
};

/** The received list once a credit was asked for, its email as the outbox has it. */
const creditRequested = (mail: Partial<ListMail>): ListWithItems => ({
  ...received,
  credit_requested_at: '2026-11-22T08:05:00.000Z',
  mail: {
    id: fixtureId('8c8c8c8c'),
    kind: 'credit-request',
    recipient: metro.email ?? '',
    state: 'queued',
    attempts: 0,
    last_error: null,
    sent_at: null,
    ...mail,
  },
});

beforeEach(() => {
  resetAuth();
  signIn([{ ...BAR, role: 'manager' }]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('receiving a delivery', () => {
  it('starts every line as ordered, books what arrived and sums up stock and prices', async () => {
    const user = userEvent.setup();
    let list = sent;
    const { calls } = openReceive({
      [`GET /api/shopping-lists/${sent.id}`]: () => jsonResponse(list),
      [`POST /api/shopping-lists/${sent.id}/receive`]: () => {
        list = received;
        return jsonResponse({ ...received, discrepancies: [] });
      },
      [`POST /api/shopping-lists/${sent.id}/credit-request`]: () => {
        list = creditRequested({ state: 'queued' });
        return jsonResponse(list, 202);
      },
    });
    const ginPacks = await screen.findByLabelText('Packs arrived', {
      selector: `#received-${gin.id}`,
    });
    expect(ginPacks).toHaveValue('2');
    expect(
      screen.getByLabelText('Invoice price per pack', { selector: `#price-${gin.id}` }),
    ).toHaveValue('90');
    expect(
      screen.getByLabelText('Packs arrived', { selector: `#received-${tonic.id}` }),
    ).toHaveValue('4');
    const tonicPrice = screen.getByLabelText('Invoice price per pack', {
      selector: `#price-${tonic.id}`,
    });
    expect(tonicPrice).toHaveValue('12.5');
    // No price ordered: empty, not 0.
    expect(
      screen.getByLabelText('Invoice price per pack', { selector: `#price-${limes.id}` }),
    ).toHaveValue('');

    await user.clear(ginPacks);
    await user.type(ginPacks, '1');
    await user.clear(tonicPrice);
    await user.type(tonicPrice, '13,75');
    await user.click(screen.getByRole('button', { name: 'Book the delivery into stock' }));

    expect(await screen.findByText('The delivery is in stock.')).toBeInTheDocument();
    expect(bodyOf(calls.find((call) => call.url.endsWith('/receive')))).toEqual({
      items: [
        { id: gin.id, received_quantity: 1 },
        { id: tonic.id, received_quantity: 4, unit_price: 13.75 },
        { id: limes.id, received_quantity: 1 },
      ],
    });
    const stock = screen.getByRole('region', { name: 'Stock added' });
    expect(within(stock).getByText('Gin').closest('li')).toHaveTextContent(
      '+6 bottles (1 of 2 packs, short)',
    );
    expect(within(stock).getByText('Tonic').closest('li')).toHaveTextContent(
      '+96 cans (4 of 4 packs)',
    );
    const prices = screen.getByRole('region', { name: 'Price changes' });
    expect(within(prices).getAllByRole('listitem')).toHaveLength(1);
    expect(within(prices).getByText('Tonic').closest('li')).toHaveTextContent(
      '€12.50 → €13.75 a pack (€1.25 dearer)',
    );

    const credit = screen.getByRole('region', { name: 'Credit request' });
    expect(credit).toHaveTextContent('2 lines came short or dearer than ordered.');
    await user.click(within(credit).getByRole('button', { name: 'Send a credit request' }));
    // Only queued in the outbox: not said sent.
    expect(await within(credit).findByRole('status')).toHaveTextContent(
      'The credit request email to orders@metro.example is queued: it will be sent shortly.',
    );
    expect(credit).not.toHaveTextContent(/was sent|sent to/);
    expect(calls.some((call) => call.url.endsWith('/credit-request'))).toBe(true);
  });

  it('will not book a line it cannot read', async () => {
    const user = userEvent.setup();
    const { calls } = openReceive();
    const packs = await screen.findByLabelText('Packs arrived', {
      selector: `#received-${gin.id}`,
    });
    await user.clear(packs);
    await user.type(packs, 'two');
    expect(packs).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Book the delivery into stock' }));
    expect(screen.getByText('Fix the marked fields first.')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('says why an entry cannot be read, under the field it belongs to', async () => {
    const user = userEvent.setup();
    openReceive();
    const packs = await screen.findByLabelText('Packs arrived', {
      selector: `#received-${gin.id}`,
    });
    const price = screen.getByLabelText('Invoice price per pack', {
      selector: `#price-${gin.id}`,
    });
    expect(packs).not.toHaveAttribute('aria-invalid');
    expect(packs).not.toHaveAccessibleDescription();

    await user.clear(packs);
    await user.type(packs, '1.234,5');
    expect(packs).toHaveAttribute('aria-invalid', 'true');
    expect(packs).toHaveAccessibleDescription(
      'Type it without thousands separators: 1234,5 or 1234.5',
    );
    await user.clear(packs);
    await user.type(packs, 'abc');
    expect(packs).toHaveAccessibleDescription('Enter a number, e.g. 2 or 0,5');
    await user.clear(packs);
    expect(packs).toHaveAccessibleDescription('Enter a number');
    await user.type(packs, '1,5');
    expect(packs).not.toHaveAttribute('aria-invalid');
    expect(packs).not.toHaveAccessibleDescription();

    // An empty price is no price, not a mistake; a price with too many decimals is.
    await user.clear(price);
    expect(price).not.toHaveAttribute('aria-invalid');
    await user.type(price, '12,34567');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('At most 4 decimals');
  });

  it('says a line without a vendor in the item’s units, not in packs of 1', async () => {
    const rum = makeListItem({ name: 'Rum', quantity: 2, unit_price: 16, pack_size: 1 });
    openReceive({}, { ...sent, vendor_id: null, vendor_name: null, items: [rum] });
    const arrived = await screen.findByLabelText('Packs arrived', {
      selector: `#received-${rum.id}`,
    });
    expect(arrived.closest('li')).toHaveTextContent('Ordered 2 bottles at €16.00');
  });

  it('says so when the list was received meanwhile', async () => {
    const user = userEvent.setup();
    openReceive({
      [`POST /api/shopping-lists/${sent.id}/receive`]: () =>
        errorResponse(409, 'CONFLICT', 'This list was already received.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Book the delivery into stock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This list was already received.');
  });

  it('says the credit request sent once the outbox sent it, and why it failed with a Retry', async () => {
    const user = userEvent.setup();
    openReceive({}, creditRequested({ state: 'sent', sent_at: '2026-11-22T08:06:00.000Z' }));
    const credit = await screen.findByRole('region', { name: 'Credit request' });
    expect(within(credit).getByRole('status')).toHaveTextContent(
      /^The credit request email to orders@metro\.example was sent on .+\.$/,
    );
    expect(within(credit).queryByRole('button')).not.toBeInTheDocument();
    cleanup();

    const failed = creditRequested({
      state: 'failed',
      attempts: 8,
      last_error: '550 5.1.1 mailbox unavailable',
    });
    const { calls } = openReceive(
      {
        [`POST /api/shopping-lists/${sent.id}/mail/retry`]: () =>
          jsonResponse(
            creditRequested({ state: 'queued', last_error: '550 5.1.1 mailbox unavailable' }),
          ),
      },
      failed,
    );
    const again = await screen.findByRole('region', { name: 'Credit request' });
    expect(within(again).getByRole('status')).toHaveTextContent(
      'The credit request email to orders@metro.example could not be sent.' +
        'The mail server answered: 550 5.1.1 mailbox unavailable',
    );
    await user.click(within(again).getByRole('button', { name: 'Retry' }));
    expect(
      await within(again).findByText(
        'The credit request email to orders@metro.example is queued to be tried again.',
      ),
    ).toBeVisible();
    expect(calls.filter((call) => call.url.endsWith('/mail/retry'))).toHaveLength(1);
  });

  it('says when a credit was asked for once its email is no longer on the list', async () => {
    openReceive({}, { ...received, credit_requested_at: '2026-10-01T08:05:00.000Z', mail: null });
    const credit = await screen.findByRole('region', { name: 'Credit request' });
    expect(credit).toHaveTextContent(/Credit requested from Metro Drinks on .+\./);
    expect(credit).not.toHaveTextContent('sent');
  });

  it('lets staff receive but leaves the credit request to a manager', async () => {
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    openReceive({}, received);
    expect(await screen.findByRole('region', { name: 'Stock added' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a credit request' })).not.toBeInTheDocument();
  });
});

describe('receiving a delivery, in Spanish', () => {
  it('says everything in Spanish: the lines, why an entry is wrong, and the summary', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    let list = sent;
    openReceive({
      [`GET /api/shopping-lists/${sent.id}`]: () => jsonResponse(list),
      [`POST /api/shopping-lists/${sent.id}/receive`]: () => {
        list = received;
        return jsonResponse({ ...received, discrepancies: [] });
      },
      [`POST /api/shopping-lists/${sent.id}/credit-request`]: () => {
        list = creditRequested({ state: 'queued' });
        return jsonResponse(list, 202);
      },
    });

    expect(await screen.findByRole('heading', { name: 'Recibir: Metro order' })).toBeVisible();
    const packs = screen.getByLabelText('Paquetes recibidos', { selector: `#received-${gin.id}` });
    expect(packs.closest('li')).toHaveTextContent('Pedido: 2 paquetes de 6 botellas a');
    expect(
      screen.getByLabelText('Precio por paquete en la factura', { selector: `#price-${limes.id}` }),
    ).toHaveAttribute('placeholder', 'sin precio');
    expect(screen.getByText('Enviada')).toBeInTheDocument();

    await user.clear(packs);
    await user.type(packs, '1.234,5');
    expect(packs).toHaveAccessibleDescription(
      'Escríbelo sin separadores de miles: 1234,5 o 1234.5',
    );
    await user.click(
      screen.getByRole('button', { name: 'Dar entrada a la entrega en las existencias' }),
    );
    expect(screen.getByText('Corrige primero los campos marcados.')).toBeInTheDocument();
    expect(englishLeft([shoppingMessages])).toEqual([]);

    await user.clear(packs);
    await user.type(packs, '1');
    await user.click(
      screen.getByRole('button', { name: 'Dar entrada a la entrega en las existencias' }),
    );
    expect(await screen.findByText('La entrega ya está en las existencias.')).toBeVisible();
    const stock = screen.getByRole('region', { name: 'Existencias añadidas' });
    expect(within(stock).getByText('Gin').closest('li')).toHaveTextContent(
      '+6 botellas (1 de 2 paquetes, faltan)',
    );
    const prices = screen.getByRole('region', { name: 'Cambios de precio' });
    expect(within(prices).getByText('Tonic').closest('li')?.textContent).toMatch(
      /12,50\s€ → 13,75\s€ el paquete \(1,25\s€ más caro\)/,
    );
    const credit = screen.getByRole('region', { name: 'Solicitud de abono' });
    expect(credit).toHaveTextContent('2 líneas han llegado incompletas o más caras de lo pedido.');
    await user.click(within(credit).getByRole('button', { name: 'Enviar una solicitud de abono' }));
    expect(await within(credit).findByRole('status')).toHaveTextContent(
      'El correo de la solicitud de abono a orders@metro.example está en cola: se enviará en breve.',
    );
    expect(englishLeft([shoppingMessages])).toEqual([]);
  });
});
