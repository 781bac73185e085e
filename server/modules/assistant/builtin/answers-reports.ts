import type { TimeRange } from '../dates.ts';
import type { ItemUsageData } from '../tools/item-usage.ts';
import type { VarianceData } from '../tools/variance.ts';
import type { WasteData } from '../tools/waste.ts';
import type { Turn } from '../turn.ts';
import { formats, plural, quantity, sayAll, timeLabel, wordsOf } from './wording.ts';

/** Answers from the reports: where stock went (variance), an item's usage, waste in money. */

export async function answerVariance(turn: Turn) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('variance', {});
  const data = output.data as VarianceData | { error: string };
  if ('error' in data) {
    return sayAll(turn, [
      w.say(
        'The variance report is for managers and owners of this location.',
        'El informe de diferencias es para los encargados y el propietario de este local.',
      ),
    ]);
  }
  const report = data.report;
  if (!report) {
    return sayAll(turn, [
      w.say(
        'I need two closed full counts to compare what was used with what was sold, and this location has fewer.',
        'Necesito dos recuentos completos cerrados para comparar lo usado con lo vendido, y este local tiene menos.',
      ),
    ]);
  }
  const losses = report.items.filter(
    (line) => line.unexplained_value !== null && line.unexplained_value > 0,
  );
  const [from, to] = [report.from_count.name, report.to_count.name];
  const [unexplained, wasted] = [
    format.money(report.totals.unexplained_value),
    format.money(report.totals.wasted_value),
  ];
  const sentences = [
    w.say(
      `Between ${from} and ${to}, ${unexplained} of stock is unexplained: used, but neither sold by the recipes nor logged as waste (${wasted} was logged as waste).`,
      `Entre ${from} y ${to}, ${unexplained} de existencias no tienen explicación: se usaron, pero ni se vendieron según las recetas ni se registraron como merma (${wasted} se registró como merma).`,
    ),
  ];
  if (losses.length === 0) {
    sentences.push(
      w.say(
        'No item lost money that nothing explains.',
        'Ningún artículo perdió dinero sin explicación.',
      ),
    );
  } else {
    const most = w.and(
      losses
        .slice(0, 3)
        .map(
          (line) =>
            `${line.name} ${format.money(line.unexplained_value)} (${w.amount(line.unexplained, line.unit)})`,
        ),
    );
    sentences.push(w.say(`Most lost: ${most}.`, `Lo que más se perdió: ${most}.`));
  }
  if (report.totals.left_out > 0) {
    const count = report.totals.left_out;
    sentences.push(
      w.say(
        `${plural(count, 'item')} left out of the totals: no cost, or the recipes could not say what the sales used.`,
        `${count} ${count === 1 ? 'artículo queda' : 'artículos quedan'} fuera de los totales: sin coste, o las recetas no dicen qué usaron las ventas.`,
      ),
    );
  }
  if (report.unmapped_sales.length > 0) {
    const sales = w.and(
      report.unmapped_sales
        .slice(0, 3)
        .map((sale) => `${sale.pos_name} × ${quantity(sale.quantity)}`),
    );
    sentences.push(
      w.say(
        `Sales not matched to the menu (not counted): ${sales}.`,
        `Ventas sin emparejar con la carta (no cuentan): ${sales}.`,
      ),
    );
  }
  if (report.without_recipe.length > 0) {
    const names = w.and(report.without_recipe.slice(0, 3).map((entry) => entry.name));
    sentences.push(w.say(`Sold without a recipe: ${names}.`, `Vendido sin receta: ${names}.`));
  }
  sayAll(turn, sentences);
}

export async function answerItemUsage(turn: Turn, itemId: string, time: TimeRange | undefined) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('item_usage', {
    item: itemId,
    ...(time ? { from: time.from, to: time.to } : {}),
  });
  const data = output.data as ItemUsageData;
  const found = data.usage;
  if (!found) {
    return sayAll(turn, [w.say('I could not find that item.', 'No encontré ese artículo.')]);
  }
  const { name, unit } = found.item;
  if (found.method === 'counts' && found.usage !== null) {
    const first = `${found.from_count ?? w.say('one count', 'un recuento')} (${format.when(found.from ?? '')})`;
    const next = `${found.to_count ?? w.say('the next', 'el siguiente')} (${format.when(found.to ?? '')})`;
    const [opening, received, closing, wasted] = [
      found.opening,
      found.received,
      found.closing,
      found.wasted,
    ].map(quantity);
    return sayAll(turn, [
      w.say(
        `${name}: ${w.amount(found.usage, unit)} used between ${first} and ${next}.`,
        `${name}: ${w.isOne(found.usage) ? 'se usó' : 'se usaron'} ${w.amount(found.usage, unit)} entre ${first} y ${next}.`,
      ),
      w.say(
        `That is ${opening} at the first count, ${received} received, ${closing} at the second${found.wasted > 0 ? `; ${wasted} of it logged as waste` : ''}.`,
        `Es decir, ${opening} en el primer recuento, ${received} recibidos, ${closing} en el segundo${found.wasted > 0 ? `; ${wasted} registrados como merma` : ''}.`,
      ),
    ]);
  }
  const when = time ? ` ${timeLabel(turn, time, format.when)}` : '';
  const span =
    found.from && found.to
      ? w.say(
          ` from ${format.when(found.from)} to ${format.when(found.to)}`,
          ` del ${format.when(found.from)} al ${format.when(found.to)}`,
        )
      : '';
  const [received, wasted] = [w.amount(found.received, unit), w.amount(found.wasted, unit)];
  sayAll(turn, [
    w.say(
      `There are not two closed counts of ${name}${when} to measure its usage.`,
      `No hay dos recuentos cerrados de ${name}${when} para medir su uso.`,
    ),
    w.say(
      `The change log shows ${received} received and ${wasted} wasted${span}.`,
      `El registro de cambios muestra entradas de ${received} y una merma de ${wasted}${span}.`,
    ),
  ]);
}

export async function answerWaste(
  turn: Turn,
  itemId: string | undefined,
  time: TimeRange | undefined,
) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('waste', {
    ...(itemId ? { item: itemId } : {}),
    ...(time ? { from: time.from, to: time.to } : {}),
  });
  const data = output.data as WasteData;
  const when = time
    ? timeLabel(turn, time, format.when)
    : w.say('in the last 7 days', 'en los últimos 7 días');
  if (data.lines.length === 0) {
    return sayAll(turn, [w.say(`No waste logged ${when}.`, `No se registró merma ${when}.`)]);
  }
  const dearest = w.and(
    data.lines
      .slice(0, 3)
      .map(
        (line) =>
          `${line.name} ${w.amount(line.quantity, line.unit)} (${line.cause ?? w.say('no cause', 'sin causa')}, ${format.money(line.value)})`,
      ),
  );
  const total = format.money(data.total_value);
  sayAll(turn, [
    w.say(`Waste ${when} cost ${total}.`, `La merma ${when} costó ${total}.`),
    w.say(`Dearest: ${dearest}.`, `La más cara: ${dearest}.`),
    data.left_out > 0
      ? w.say(
          `${plural(data.left_out, 'line')} without a cost left out.`,
          `${data.left_out} ${data.left_out === 1 ? 'línea sin coste queda fuera' : 'líneas sin coste quedan fuera'}.`,
        )
      : '',
  ]);
}
