import Decimal from 'decimal.js';
import type { Item } from '#contract/inventory.ts';
import type { ItemDetail } from '../tools/get-item.ts';
import type { Turn } from '../turn.ts';
import { formats, plural, prose, quantity, sayAll } from './wording.ts';

export async function answerItem(turn: Turn, item: Item) {
  const format = await formats(turn);
  const output = await turn.call('get_item', { item: item.id });
  const detail = output.data as ItemDetail | null;
  if (!detail) return sayAll(turn, [`I could not find ${item.name}.`]);
  const it = detail.item;
  const sentences = [`${it.name}: ${quantity(it.quantity)} ${it.unit} on hand.`];
  if (it.par_level === null) sentences.push('It has no par level.');
  else if (it.below_par) {
    sentences.push(
      `That is below its par of ${quantity(it.par_level)} (short by ${quantity(
        new Decimal(it.par_level).minus(it.quantity).toNumber(),
      )}).`,
    );
  } else sentences.push(`Its par is ${quantity(it.par_level)}, so it is not below par.`);
  if (detail.preferred) {
    const pack =
      detail.preferred.pack_description ?? `${quantity(detail.preferred.pack_size)} ${it.unit}`;
    sentences.push(
      `Preferred vendor: ${detail.preferred.vendor_name}, ${format.money(detail.preferred.price)} per ${pack}.`,
    );
  } else sentences.push('It has no preferred vendor.');
  if (detail.stock_value !== null) {
    sentences.push(
      `Stock value: ${format.money(detail.stock_value)} at ${format.money(it.cost_per_unit)} per ${it.unit}.`,
    );
  }
  sayAll(turn, sentences);
}

export async function answerBelowPar(turn: Turn, category: string | undefined) {
  const output = await turn.call('items_below_par', category ? { category } : {});
  const { items } = output.data as { items: Item[]; category: string | null };
  const where = category ? ` in ${category}` : '';
  if (items.length === 0) return sayAll(turn, [`Nothing is below par${where}.`]);
  const shown = items
    .slice(0, 5)
    .map(
      (item) =>
        `${item.name} (${quantity(item.quantity)} of ${quantity(item.par_level)} ${item.unit})`,
    );
  sayAll(turn, [
    `${plural(items.length, 'item is', 'items are')} below par${where}.`,
    `Furthest below: ${prose(shown)}.`,
  ]);
}

export async function answerStockValue(turn: Turn, category: string | undefined) {
  const format = await formats(turn);
  const output = await turn.call('stock_value_by_category', {});
  const data = output.data as {
    categories: { category: string; item_count: number; value: number; unpriced: number }[];
    total: number;
    unpriced: number;
  };
  const sentences: string[] = [];
  const one = category ? data.categories.find((entry) => entry.category === category) : undefined;
  if (one) {
    sentences.push(
      `${one.category} is worth ${format.money(one.value)} across ${plural(one.item_count, 'item')}, of ${format.money(data.total)} in all.`,
    );
  } else {
    sentences.push(`Your stock on hand is worth ${format.money(data.total)} in all.`);
    sentences.push(
      `By category: ${prose(data.categories.map((entry) => `${entry.category} ${format.money(entry.value)}`))}.`,
    );
  }
  if (data.unpriced > 0) {
    sentences.push(
      `${plural(data.unpriced, 'item has', 'items have')} no cost per unit and count as nothing.`,
    );
  }
  sayAll(turn, sentences);
}

export async function answerParLevel(turn: Turn, item: Item, par: number) {
  const output = await turn.call('propose_par_level', { item: item.id, par_level: par });
  const data = output.data as { item: Item | null; new_par_level: number; may_apply: boolean };
  if (!data.item) return sayAll(turn, ['I could not find that item.']);
  sayAll(turn, [
    `${data.item.name} has a par level of ${quantity(data.item.par_level)} and ${quantity(data.item.quantity)} ${data.item.unit} on hand.`,
    data.may_apply
      ? `Apply the button to set its par level to ${quantity(data.new_par_level)}; nothing changes until you do.`
      : 'Only a manager or owner can change par levels.',
  ]);
}

/** Items whose names hold the words of a question. */
export async function answerSearch(turn: Turn, term: string) {
  const output = await turn.call('search_items', { query: term });
  const { items } = output.data as { items: Item[] };
  if (items.length === 0) return sayAll(turn, [`No item matches “${term}”.`]);
  return sayAll(turn, [
    `${plural(items.length, 'item matches', 'items match')} “${term}”: ${prose(
      items.slice(0, 6).map((item) => `${item.name} (${quantity(item.quantity)} ${item.unit})`),
    )}${items.length > 6 ? ' and more' : ''}.`,
  ]);
}
