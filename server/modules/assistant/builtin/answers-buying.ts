import type { Item } from '#contract/inventory.ts';
import type { List } from '#contract/shopping-lists.ts';
import type { PriceIncrease } from '#contract/prices.ts';
import type { Vendor } from '#contract/vendors.ts';
import type { DeliveriesData, ShortLine } from '../tools/deliveries.ts';
import type { DraftOrderData } from '../tools/draft-order.ts';
import type { PriceHistoryRow } from '../tools/price-changes.ts';
import type { VendorPriceLine } from '../tools/vendor-prices.ts';
import type { Turn } from '../turn.ts';
import { formats, percent, quantity, sayAll, wordsOf } from './wording.ts';

const LINE = { en: ['line'] as [string], es: ['línea'] as [string] };
const VENDOR = { en: ['vendor'] as [string], es: ['proveedor', 'proveedores'] as [string, string] };

export async function answerVendors(turn: Turn, vendor: Vendor | undefined) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('vendors', {});
  const { vendors } = output.data as { vendors: Vendor[] };
  const one = vendor ? vendors.find((each) => each.id === vendor.id) : undefined;
  if (one) {
    const contact = [one.contact_name, one.email, one.phone].filter(Boolean).join(', ');
    const sentences = [
      `${one.name}: ${contact || w.say('no contact details', 'sin datos de contacto')}.`,
    ];
    if (one.lead_time_days !== null) {
      const days = w.count(one.lead_time_days, ['day'], ['día']);
      sentences.push(w.say(`Lead time ${days}.`, `Plazo de entrega: ${days}.`));
    }
    if (one.minimum_order !== null) {
      const minimum = format.money(one.minimum_order);
      sentences.push(w.say(`Minimum order ${minimum}.`, `Pedido mínimo: ${minimum}.`));
    }
    return sayAll(turn, sentences);
  }
  if (vendors.length === 0) {
    return sayAll(turn, [w.say('You have no vendors yet.', 'Aún no tienes proveedores.')]);
  }
  const named = w.and(
    vendors.map((each) => (each.contact_name ? `${each.name} (${each.contact_name})` : each.name)),
  );
  const count = w.count(vendors.length, VENDOR.en, VENDOR.es);
  sayAll(turn, [w.say(`You buy from ${count}: ${named}.`, `Compras a ${count}: ${named}.`)]);
}

export async function answerVendorPrices(turn: Turn, args: { vendor?: string; item?: string }) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('vendor_prices', args);
  const { lines, vendor, item } = output.data as {
    lines: VendorPriceLine[];
    vendor: Vendor | null;
    item: Item | null;
  };
  if (item) {
    if (lines.length === 0) {
      return sayAll(turn, [
        w.say(`No vendor lists ${item.name}.`, `Ningún proveedor tiene ${item.name}.`),
      ]);
    }
    const sellers = w.count(
      new Set(lines.map((line) => line.vendor_id)).size,
      VENDOR.en,
      VENDOR.es,
    );
    sayAll(turn, [
      w.say(`${item.name} is sold by ${sellers}:`, `${item.name} lo venden ${sellers}:`),
      `${w.and(
        lines.map(
          (line) =>
            `${line.vendor_name} ${format.money(line.price)} ${w.say('per', 'por')} ${line.pack_description ?? quantity(line.pack_size)}${line.is_preferred ? w.say(' (preferred)', ' (preferido)') : ''}`,
        ),
      )}.`,
    ]);
    return;
  }
  if (!vendor) {
    return sayAll(turn, [
      w.say('Which vendor or item do you mean?', '¿Qué proveedor o artículo quieres decir?'),
    ]);
  }
  if (lines.length === 0) {
    return sayAll(turn, [
      w.say(
        `${vendor.name} has no catalogue lines yet.`,
        `${vendor.name} aún no tiene líneas en su catálogo.`,
      ),
    ]);
  }
  const count = w.count(lines.length, LINE.en, LINE.es);
  const examples = w.and(
    lines.slice(0, 5).map((line) => `${line.name} ${format.money(line.price)}`),
  );
  sayAll(turn, [
    w.say(
      `${vendor.name} has ${count} in its catalogue.`,
      `${vendor.name} tiene ${count} en su catálogo.`,
    ),
    w.say(`For example: ${examples}.`, `Por ejemplo: ${examples}.`),
  ]);
}

export async function answerPriceChanges(turn: Turn, item: Item | undefined) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('price_changes', item ? { item: item.id } : {});
  const data = output.data as {
    increases: PriceIncrease[];
    history: PriceHistoryRow[];
    item: Item | null;
  };
  if (data.item) {
    const name = data.item.name;
    if (data.history.length === 0) {
      return sayAll(turn, [
        w.say(`The price of ${name} has not changed.`, `El precio de ${name} no ha cambiado.`),
      ]);
    }
    const count = w.count(
      data.history.length,
      ['price change'],
      ['cambio de precio', 'cambios de precio'],
    );
    sayAll(turn, [
      w.say(`${count} for ${name}:`, `${count} de ${name}:`),
      `${data.history
        .slice(0, 5)
        .map(
          (change) =>
            `${format.when(change.created_at)} ${w.say('at', 'en')} ${change.vendor_name}: ${format.money(change.old_price)} → ${format.money(change.new_price)}`,
        )
        .join('; ')}.`,
    ]);
    return;
  }
  if (data.increases.length === 0) {
    return sayAll(turn, [
      w.say(
        'No price rose by more than 5% in the last 30 days.',
        'Ningún precio subió más del 5 % en los últimos 30 días.',
      ),
    ]);
  }
  const count = data.increases.length;
  sayAll(turn, [
    w.say(
      `${count} ${count === 1 ? 'price' : 'prices'} rose by more than 5% in the last 30 days:`,
      `${count} ${count === 1 ? 'precio subió' : 'precios subieron'} más del 5 % en los últimos 30 días:`,
    ),
    `${w.and(
      data.increases
        .slice(0, 6)
        .map(
          (increase) =>
            `${increase.item_name} ${w.say('at', 'en')} ${increase.vendor_name} ${format.money(increase.old_price)} → ${format.money(increase.new_price)} (+${percent(increase.percent)})`,
        ),
    )}.`,
  ]);
}

/** One open order in a sentence: name, vendor, status, lines and total. */
function listLine(turn: Turn, list: List, money: (value: number | null) => string) {
  const w = wordsOf(turn);
  const status =
    list.status === 'draft' ? w.say('draft', 'borrador') : w.say(list.status, 'enviado');
  return `${list.name} (${list.vendor_name ?? w.say('no vendor', 'sin proveedor')}, ${status}, ${w.count(list.item_count, LINE.en, LINE.es)}, ${money(list.estimated_total)})`;
}

export async function answerOpenOrders(turn: Turn, vendor: Vendor | undefined) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('open_orders', vendor ? { vendor: vendor.id } : {});
  const { lists } = output.data as { lists: List[] };
  const with_ = vendor ? w.say(` with ${vendor.name}`, ` con ${vendor.name}`) : '';
  if (lists.length === 0) {
    return sayAll(turn, [w.say(`No open orders${with_}.`, `No hay pedidos abiertos${with_}.`)]);
  }
  const sent = lists.filter((list) => list.status === 'sent').length;
  const drafts = lists.length - sent;
  sayAll(turn, [
    w.say(
      `${w.count(lists.length, ['open order'], ['pedido abierto', 'pedidos abiertos'])}${with_}: ${sent} sent and waiting to be received, ${drafts} still in draft.`,
      `${lists.length} ${lists.length === 1 ? 'pedido abierto' : 'pedidos abiertos'}${with_}: ${sent} ${sent === 1 ? 'enviado' : 'enviados'} y por recibir, ${drafts} aún en borrador.`,
    ),
    `${lists
      .slice(0, 5)
      .map((list) => listLine(turn, list, format.money))
      .join('; ')}.`,
  ]);
}

export async function answerDraftOrder(turn: Turn, vendor: Vendor) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('draft_order', { vendor: vendor.id });
  const data = output.data as DraftOrderData;
  if (data.lines.length === 0) {
    return sayAll(turn, [
      w.say(
        `Nothing to order from ${vendor.name} right now: none of its preferred items is at or below its reorder point, or they are already on an open order.`,
        `Nada que pedir a ${vendor.name} ahora: ninguno de sus artículos preferidos está en su punto de pedido o por debajo, o ya están en un pedido abierto.`,
      ),
    ]);
  }
  const lines = w.count(data.lines.length, LINE.en, LINE.es);
  const about =
    data.estimated_total === null
      ? ''
      : w.say(
          `, about ${format.money(data.estimated_total)}`,
          `, unos ${format.money(data.estimated_total)}`,
        );
  sayAll(turn, [
    w.say(
      `An order for ${vendor.name} would hold ${lines}${about}:`,
      `Un pedido para ${vendor.name} tendría ${lines}${about}:`,
    ),
    `${w.and(data.lines.slice(0, 6).map((line) => `${quantity(line.quantity)} × ${line.name}`))}.`,
    data.may_apply
      ? w.say(
          'Nothing is created until you apply it with the button.',
          'No se crea nada hasta que lo apliques con el botón.',
        )
      : w.say(
          'A manager or owner can create it; your role cannot.',
          'Un encargado o el propietario puede crearlo; tu rol no.',
        ),
  ]);
}

/**
 * What to order, no vendor named: what is below par, the orders already open (a draft may
 * already hold it), and which vendor to draft for.
 */
export async function answerWhatToOrder(turn: Turn) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const below = (await turn.call('items_below_par', {})).data as { items: Item[] };
  const open = (await turn.call('open_orders', {})).data as { lists: List[] };
  const vendors = ((await turn.call('vendors', {})).data as { vendors: Vendor[] }).vendors;
  const sentences: string[] = [];
  const count = below.items.length;
  if (count === 0) {
    sentences.push(
      w.say(
        'Nothing is below par, so nothing needs ordering.',
        'Nada está por debajo del mínimo, así que no hace falta pedir nada.',
      ),
    );
  } else {
    const shown = `${w.and(
      below.items
        .slice(0, 8)
        .map(
          (item) =>
            `${item.name} (${quantity(item.quantity)} ${w.say('of', 'de')} ${w.amount(item.par_level, item.unit)})`,
        ),
    )}${count > 8 ? w.say(' and more', ' y más') : ''}`;
    sentences.push(
      w.say(
        `${count} ${count === 1 ? 'item is' : 'items are'} below par: ${shown}.`,
        `${count} ${count === 1 ? 'artículo está' : 'artículos están'} por debajo del mínimo: ${shown}.`,
      ),
    );
  }
  if (open.lists.length > 0) {
    const lists = open.lists
      .slice(0, 4)
      .map((list) => listLine(turn, list, format.money))
      .join('; ');
    const one = open.lists.length === 1;
    sentences.push(
      w.say(
        `Already open: ${lists}. Check ${one ? 'it' : 'them'} before ordering more.`,
        `Ya ${one ? 'hay uno abierto' : 'hay abiertos'}: ${lists}. ${one ? 'Revísalo' : 'Revísalos'} antes de pedir más.`,
      ),
    );
  }
  if (vendors.length === 0) {
    sentences.push(
      w.say('You have no vendors to order from yet.', 'Aún no tienes proveedores a quien pedir.'),
    );
  } else if (count > 0) {
    turn.suggestions = vendors
      .slice(0, 4)
      .map((vendor) =>
        w.say(`Draft an order for ${vendor.name}`, `Prepara un pedido para ${vendor.name}`),
      );
    sentences.push(
      w.say(
        'Which vendor should I draft an order for?',
        '¿Para qué proveedor preparo un borrador de pedido?',
      ),
    );
  }
  sayAll(turn, sentences);
}

/** Whether the latest delivery (of a vendor) came as ordered. */
export async function answerDelivery(turn: Turn, vendor: Vendor | undefined) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('deliveries', vendor ? { vendor: vendor.id } : {});
  const { latest, short, over } = output.data as DeliveriesData;
  const from = vendor ? w.say(` from ${vendor.name}`, ` de ${vendor.name}`) : '';
  if (!latest) {
    return sayAll(turn, [
      w.say(
        `No order${from} has been received yet.`,
        `Aún no se ha recibido ningún pedido${from}.`,
      ),
    ]);
  }
  const when = latest.received_at
    ? w.say(
        `, received ${format.when(latest.received_at)}`,
        `, recibido el ${format.when(latest.received_at)}`,
      )
    : '';
  const lines = w.count(latest.lines.length, LINE.en, LINE.es);
  const packs = (line: ShortLine) =>
    `${line.name} (${quantity(line.received)} ${w.say('of', 'de')} ${quantity(line.ordered)})`;
  const sentences = [
    w.say(
      `The latest delivery${from} is ${latest.name}${when}.`,
      `La última entrega${from} es ${latest.name}${when}.`,
    ),
  ];
  if (short.length === 0 && over.length === 0) {
    sentences.push(
      w.say(
        `It came complete: all ${lines} received as ordered.`,
        `Llegó completa: ${lines}, todas recibidas como se pidieron.`,
      ),
    );
  } else {
    if (short.length > 0) {
      const shown = w.and(short.slice(0, 6).map(packs));
      sentences.push(
        w.say(
          `It came short on ${short.length} of ${lines}: ${shown}.`,
          `Llegó incompleta en ${short.length} de ${lines}: ${shown}.`,
        ),
      );
    }
    if (over.length > 0) {
      const shown = w.and(over.slice(0, 6).map(packs));
      sentences.push(w.say(`More than ordered: ${shown}.`, `Más de lo pedido: ${shown}.`));
    }
  }
  sayAll(turn, sentences);
}
