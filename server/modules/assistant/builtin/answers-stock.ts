import Decimal from 'decimal.js';
import type { Item } from '#contract/inventory.ts';
import type { ItemDetail } from '../tools/get-item.ts';
import type { Turn } from '../turn.ts';
import { formats, quantity, sayAll, wordsOf } from './wording.ts';

export async function answerItem(turn: Turn, item: Item) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('get_item', { item: item.id });
  const detail = output.data as ItemDetail | null;
  if (!detail) {
    return sayAll(turn, [w.say(`I could not find ${item.name}.`, `No encontré ${item.name}.`)]);
  }
  const it = detail.item;
  const sentences = [
    w.say(
      `${it.name}: ${w.amount(it.quantity, it.unit)} on hand.`,
      `${it.name}: ${w.amount(it.quantity, it.unit)} en existencia.`,
    ),
  ];
  if (it.par_level === null) sentences.push(w.say('It has no par level.', 'No tiene mínimo.'));
  else if (it.below_par) {
    const short = quantity(new Decimal(it.par_level).minus(it.quantity).toNumber());
    sentences.push(
      w.say(
        `That is below its par of ${quantity(it.par_level)} (short by ${short}).`,
        `Está por debajo de su mínimo de ${quantity(it.par_level)} (faltan ${short}).`,
      ),
    );
  } else {
    sentences.push(
      w.say(
        `Its par is ${quantity(it.par_level)}, so it is not below par.`,
        `Su mínimo es ${quantity(it.par_level)}, así que no está por debajo del mínimo.`,
      ),
    );
  }
  if (detail.preferred) {
    const pack = detail.preferred.pack_description ?? w.amount(detail.preferred.pack_size, it.unit);
    const price = format.money(detail.preferred.price);
    sentences.push(
      w.say(
        `Preferred vendor: ${detail.preferred.vendor_name}, ${price} per ${pack}.`,
        `Proveedor preferido: ${detail.preferred.vendor_name}, ${price} por ${pack}.`,
      ),
    );
  } else sentences.push(w.say('It has no preferred vendor.', 'No tiene proveedor preferido.'));
  if (detail.stock_value !== null) {
    const value = format.money(detail.stock_value);
    const cost = format.money(it.cost_per_unit);
    sentences.push(
      w.say(
        `Stock value: ${value} at ${cost} per ${w.unit(it.unit)}.`,
        `Valor en existencia: ${value} a ${cost} por ${w.unit(it.unit)}.`,
      ),
    );
  }
  sayAll(turn, sentences);
}

export async function answerBelowPar(turn: Turn, category: string | undefined) {
  const w = wordsOf(turn);
  const output = await turn.call('items_below_par', category ? { category } : {});
  const { items } = output.data as { items: Item[]; category: string | null };
  const where = category ? w.say(` in ${category}`, ` en ${category}`) : '';
  if (items.length === 0) {
    return sayAll(turn, [
      w.say(`Nothing is below par${where}.`, `Nada está por debajo del mínimo${where}.`),
    ]);
  }
  const shown = items
    .slice(0, 5)
    .map(
      (item) =>
        `${item.name} (${quantity(item.quantity)} ${w.say('of', 'de')} ${w.amount(item.par_level, item.unit)})`,
    );
  sayAll(turn, [
    w.say(
      `${items.length} ${items.length === 1 ? 'item is' : 'items are'} below par${where}.`,
      `${items.length} ${items.length === 1 ? 'artículo está' : 'artículos están'} por debajo del mínimo${where}.`,
    ),
    w.say(`Furthest below: ${w.and(shown)}.`, `Los más por debajo: ${w.and(shown)}.`),
  ]);
}

export async function answerStockValue(turn: Turn, category: string | undefined) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('stock_value_by_category', {});
  const data = output.data as {
    categories: { category: string; item_count: number; value: number; unpriced: number }[];
    total: number;
    unpriced: number;
  };
  const sentences: string[] = [];
  const one = category ? data.categories.find((entry) => entry.category === category) : undefined;
  const total = format.money(data.total);
  if (one) {
    const items = w.count(one.item_count, ['item'], ['artículo']);
    sentences.push(
      w.say(
        `${one.category} is worth ${format.money(one.value)} across ${items}, of ${total} in all.`,
        `${one.category} vale ${format.money(one.value)} en ${items}, de ${total} en total.`,
      ),
    );
  } else {
    sentences.push(
      w.say(
        `Your stock on hand is worth ${total} in all.`,
        `Tus existencias valen ${total} en total.`,
      ),
    );
    const byCategory = w.and(
      data.categories.map((entry) => `${entry.category} ${format.money(entry.value)}`),
    );
    sentences.push(w.say(`By category: ${byCategory}.`, `Por categoría: ${byCategory}.`));
  }
  if (data.unpriced > 0) {
    sentences.push(
      w.say(
        `${data.unpriced} ${data.unpriced === 1 ? 'item has' : 'items have'} no cost per unit and count as nothing.`,
        `${data.unpriced} ${data.unpriced === 1 ? 'artículo no tiene' : 'artículos no tienen'} coste por unidad y cuentan como cero.`,
      ),
    );
  }
  sayAll(turn, sentences);
}

export async function answerParLevel(turn: Turn, item: Item, par: number) {
  const w = wordsOf(turn);
  const output = await turn.call('propose_par_level', { item: item.id, par_level: par });
  const data = output.data as { item: Item | null; new_par_level: number; may_apply: boolean };
  if (!data.item) {
    return sayAll(turn, [w.say('I could not find that item.', 'No encontré ese artículo.')]);
  }
  const { name, unit } = data.item;
  const [now, next] = [data.item.par_level, data.new_par_level].map(quantity);
  const onHand = w.amount(data.item.quantity, unit);
  sayAll(turn, [
    w.say(
      `${name} has a par level of ${now} and ${onHand} on hand.`,
      `${name} tiene un mínimo de ${now} y ${onHand} en existencia.`,
    ),
    data.may_apply
      ? w.say(
          `Apply the button to set its par level to ${next}; nothing changes until you do.`,
          `Pulsa el botón para fijar su mínimo en ${next}; nada cambia hasta que lo hagas.`,
        )
      : w.say(
          'Only a manager or owner can change par levels.',
          'Solo un encargado o el propietario puede cambiar los mínimos.',
        ),
  ]);
}

/** Items whose names hold the words of a question. */
export async function answerSearch(turn: Turn, term: string) {
  const w = wordsOf(turn);
  const output = await turn.call('search_items', { query: term });
  const { items } = output.data as { items: Item[] };
  if (items.length === 0) {
    return sayAll(turn, [
      w.say(`No item matches “${term}”.`, `Ningún artículo coincide con «${term}».`),
    ]);
  }
  const shown = `${w.and(
    items.slice(0, 6).map((item) => `${item.name} (${w.amount(item.quantity, item.unit)})`),
  )}${items.length > 6 ? w.say(' and more', ' y más') : ''}`;
  sayAll(turn, [
    w.say(
      `${items.length} ${items.length === 1 ? 'item matches' : 'items match'} “${term}”: ${shown}.`,
      `${items.length} ${items.length === 1 ? 'artículo coincide' : 'artículos coinciden'} con «${term}»: ${shown}.`,
    ),
  ]);
}
