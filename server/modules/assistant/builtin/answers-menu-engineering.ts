import type { MenuEngineeringClass, MenuEngineeringItem } from '#contract/reports.ts';
import type { TimeRange } from '../dates.ts';
import type { MenuEngineeringData } from '../tools/menu-engineering.ts';
import type { Turn } from '../turn.ts';
import { formats, percent, plural, prose, sayAll, timeLabel, wordsOf } from './wording.ts';

/** Answers from menu engineering: which menu items are stars, plowhorses, puzzles or dogs. */

const FOR_MANAGERS = 'Menu engineering is for managers and owners of this location.';
const FOR_MANAGERS_ES =
  'La ingeniería de menú es para los encargados y el propietario de este local.';

const CLASS_NAMES: Record<MenuEngineeringClass, [string, string]> = {
  star: ['star', 'Stars'],
  plowhorse: ['plowhorse', 'Plowhorses'],
  puzzle: ['puzzle', 'Puzzles'],
  dog: ['dog', 'Dogs'],
};

/** What each class suggests doing. */
export const CLASS_ADVICE: Record<MenuEngineeringClass, string> = {
  star: 'Stars sell well and earn well: keep them as they are, and keep them where guests see them first.',
  plowhorse:
    'Plowhorses sell well but earn little: raise the price a little, or make them cost less (a smaller pour, a cheaper ingredient).',
  puzzle:
    'Puzzles earn well but sell little: promote them (a better place on the menu, staff suggesting them), or rename them.',
  dog: 'Dogs sell little and earn little: take them off the menu, or rework them.',
};

const CLASS_NAMES_ES: Record<MenuEngineeringClass, [string, string]> = {
  star: ['estrella', 'Estrellas'],
  plowhorse: ['caballo de batalla', 'Caballos de batalla'],
  puzzle: ['enigma', 'Enigmas'],
  dog: ['perro', 'Perros'],
};

const CLASS_ADVICE_ES: Record<MenuEngineeringClass, string> = {
  star: 'Las estrellas se venden bien y ganan bien: déjalas como están, y donde los clientes las vean primero.',
  plowhorse:
    'Los caballos de batalla se venden bien pero ganan poco: sube un poco el precio o haz que cuesten menos (un servicio más pequeño, un ingrediente más barato).',
  puzzle:
    'Los enigmas ganan bien pero se venden poco: promociónalos (un mejor sitio en la carta, que el personal los sugiera) o cámbiales el nombre.',
  dog: 'Los perros se venden poco y ganan poco: quítalos de la carta o rehazlos.',
};

const CLASS_ORDER: MenuEngineeringClass[] = ['star', 'plowhorse', 'puzzle', 'dog'];

export interface MenuEngineeringQuestion {
  class: MenuEngineeringClass | undefined;
  category: string | undefined;
  time: TimeRange | undefined;
}

/** Why an item's cost is unknown, in a few words. */
function whyUnknown(turn: Turn, item: MenuEngineeringItem): string {
  const w = wordsOf(turn);
  if (item.unknown_reason === 'nothing_to_cost') {
    return w.say('no recipe or stock item', 'sin receta ni artículo de existencias');
  }
  return item.missing_costs.length > 0
    ? w.say(
        `no cost for ${prose(item.missing_costs.slice(0, 3))}`,
        `sin coste de ${w.and(item.missing_costs.slice(0, 3))}`,
      )
    : w.say('a cost is missing', 'falta un coste');
}

export async function answerMenuEngineering(turn: Turn, question: MenuEngineeringQuestion) {
  const format = await formats(turn);
  const output = await turn.call('menu_engineering', {
    ...(question.class ? { class: question.class } : {}),
    ...(question.category ? { category: question.category } : {}),
    ...(question.time ? { from: question.time.from, to: question.time.to } : {}),
  });
  const data = output.data as MenuEngineeringData | { error: string };
  const w = wordsOf(turn);
  const es = w.language === 'es';
  const names = es ? CLASS_NAMES_ES : CLASS_NAMES;
  const advice = es ? CLASS_ADVICE_ES : CLASS_ADVICE;
  if ('error' in data) return sayAll(turn, [es ? FOR_MANAGERS_ES : FOR_MANAGERS]);
  const when = question.time
    ? timeLabel(turn, question.time, format.when)
    : w.say('in the last 28 days', 'en los últimos 28 días');
  const what = question.category ?? w.say('menu items', 'platos y bebidas');
  const report = data.report;
  if (!report) {
    return sayAll(turn, [
      `${data.refused ?? w.say('That period cannot be read', 'Ese periodo no se puede leer')}.`,
    ]);
  }
  if (report.items_sold === 0) {
    const unmatched = report.unmapped.length;
    return sayAll(turn, [
      w.say(
        `No menu items were sold ${when}, so none can be called a star or a dog yet.`,
        `No se vendió nada de la carta ${when}, así que aún nada puede ser estrella ni perro.`,
      ),
      unmatched > 0
        ? w.say(
            `${plural(unmatched, 'sales name')} ${unmatched === 1 ? 'is' : 'are'} not matched to the menu yet: match them on the sales screen.`,
            `${unmatched} ${unmatched === 1 ? 'nombre de venta no está emparejado' : 'nombres de venta no están emparejados'} aún con la carta: emparéjalos en la pantalla de ventas.`,
          )
        : w.say('Import the sales from the till first.', 'Importa primero las ventas de la caja.'),
    ]);
  }
  if (data.sold_in_category === 0) {
    return sayAll(turn, [w.say(`No ${what} were sold ${when}.`, `No se vendió ${what} ${when}.`)]);
  }
  const named = (item: MenuEngineeringItem) =>
    w.say(
      `${item.name} (margin ${format.money(item.contribution_margin)}, ${percent(item.menu_mix_percent)} of items sold)`,
      `${item.name} (margen ${format.money(item.contribution_margin)}, ${percent(item.menu_mix_percent)} de lo vendido)`,
    );
  const sentences: string[] = [];
  if (question.class) {
    const [one, many] = names[question.class];
    if (data.items.length === 0) {
      sentences.push(
        data.unknown_cost.length === data.sold_in_category
          ? w.say(
              `None of the ${what} sold ${when} can be classed: their cost is unknown.`,
              `Nada de ${what} vendido ${when} se puede clasificar: su coste es desconocido.`,
            )
          : w.say(
              `None of the ${what} sold ${when} is a ${one}.`,
              `Nada de ${what} vendido ${when} es ${one}.`,
            ),
      );
    } else {
      const more = data.items.length - 5;
      const shown = `${w.and(data.items.slice(0, 5).map(named))}${more > 0 ? w.say(` and ${plural(more, 'more')}`, ` y ${more} más`) : ''}`;
      sentences.push(
        w.say(
          `${many} among the ${what} sold ${when}: ${shown}.`,
          `${many} entre ${what} vendidos ${when}: ${shown}.`,
        ),
        advice[question.class],
      );
    }
  } else {
    const classed = CLASS_ORDER.filter((kind) =>
      data.items.some((item) => item.class === kind),
    ).map((kind) => {
      const members = data.items.filter((item) => item.class === kind);
      return `${names[kind][1].toLowerCase()}: ${w.and(members.slice(0, 5).map((item) => item.name))}`;
    });
    const sold = data.sold_in_category;
    const inCategory = question.category
      ? w.say(` in ${question.category}`, ` en ${question.category}`)
      : '';
    const classes =
      classed.length > 0
        ? `${classed.join('; ')}.`
        : w.say('none can be classed.', 'ninguno se puede clasificar.');
    sentences.push(
      w.say(
        `Of the ${plural(sold, 'menu item')} sold ${when}${inCategory}, ${classes}`,
        `De ${sold} ${sold === 1 ? 'plato o bebida vendido' : 'platos y bebidas vendidos'} ${when}${inCategory}, ${classes}`,
      ),
    );
    if (report.average_margin !== null) {
      const [margin, line] = [
        format.money(report.average_margin),
        percent(report.popularity_threshold_percent),
      ];
      sentences.push(
        w.say(
          `An item earns well at a margin of ${margin} or more (the average), and sells well at ${line} of items sold or more.`,
          `Algo gana bien con un margen de ${margin} o más (la media), y se vende bien con el ${line} de lo vendido o más.`,
        ),
      );
    }
    for (const kind of CLASS_ORDER) {
      if (data.items.some((item) => item.class === kind)) sentences.push(advice[kind]);
    }
  }
  if (data.unknown_cost.length > 0) {
    const unknown = w.and(
      data.unknown_cost.slice(0, 5).map((item) => `${item.name} (${whyUnknown(turn, item)})`),
    );
    sentences.push(
      w.say(
        `Not classed, because their cost is unknown: ${unknown}.`,
        `Sin clasificar, porque su coste es desconocido: ${unknown}.`,
      ),
    );
  }
  sayAll(turn, sentences);
}
