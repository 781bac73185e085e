import type { MenuEngineeringClass, MenuEngineeringItem } from '#contract/reports.ts';
import type { TimeRange } from '../dates.ts';
import type { MenuEngineeringData } from '../tools/menu-engineering.ts';
import type { Turn } from '../turn.ts';
import { formats, percent, plural, prose, sayAll } from './wording.ts';

/** Answers from menu engineering: which menu items are stars, plowhorses, puzzles or dogs. */

const FOR_MANAGERS = 'Menu engineering is for managers and owners of this location.';

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

const CLASS_ORDER: MenuEngineeringClass[] = ['star', 'plowhorse', 'puzzle', 'dog'];

export interface MenuEngineeringQuestion {
  class: MenuEngineeringClass | undefined;
  category: string | undefined;
  time: TimeRange | undefined;
}

/** Why an item's cost is unknown, in a few words. */
function whyUnknown(item: MenuEngineeringItem): string {
  if (item.unknown_reason === 'nothing_to_cost') return 'no recipe or stock item';
  return item.missing_costs.length > 0
    ? `no cost for ${prose(item.missing_costs.slice(0, 3))}`
    : 'a cost is missing';
}

export async function answerMenuEngineering(turn: Turn, question: MenuEngineeringQuestion) {
  const format = await formats(turn);
  const output = await turn.call('menu_engineering', {
    ...(question.class ? { class: question.class } : {}),
    ...(question.category ? { category: question.category } : {}),
    ...(question.time ? { from: question.time.from, to: question.time.to } : {}),
  });
  const data = output.data as MenuEngineeringData | { error: string };
  if ('error' in data) return sayAll(turn, [FOR_MANAGERS]);
  const when = question.time ? question.time.label : 'in the last 28 days';
  const what = question.category ?? 'menu items';
  const report = data.report;
  if (!report) return sayAll(turn, [`${data.refused ?? 'That period cannot be read'}.`]);
  if (report.items_sold === 0) {
    return sayAll(turn, [
      `No menu items were sold ${when}, so none can be called a star or a dog yet.`,
      report.unmapped.length > 0
        ? `${plural(report.unmapped.length, 'sales name')} ${report.unmapped.length === 1 ? 'is' : 'are'} not matched to the menu yet: match them on the sales screen.`
        : 'Import the sales from the till first.',
    ]);
  }
  if (data.sold_in_category === 0) {
    return sayAll(turn, [`No ${what} were sold ${when}.`]);
  }
  const named = (item: MenuEngineeringItem) =>
    `${item.name} (margin ${format.money(item.contribution_margin)}, ${percent(item.menu_mix_percent)} of items sold)`;
  const sentences: string[] = [];
  if (question.class) {
    const [one, many] = CLASS_NAMES[question.class];
    if (data.items.length === 0) {
      sentences.push(
        data.unknown_cost.length === data.sold_in_category
          ? `None of the ${what} sold ${when} can be classed: their cost is unknown.`
          : `None of the ${what} sold ${when} is a ${one}.`,
      );
    } else {
      sentences.push(
        `${many} among the ${what} sold ${when}: ${prose(data.items.slice(0, 5).map(named))}${data.items.length > 5 ? ` and ${plural(data.items.length - 5, 'more')}` : ''}.`,
        CLASS_ADVICE[question.class],
      );
    }
  } else {
    const classed = CLASS_ORDER.filter((kind) =>
      data.items.some((item) => item.class === kind),
    ).map((kind) => {
      const members = data.items.filter((item) => item.class === kind);
      return `${CLASS_NAMES[kind][1].toLowerCase()}: ${prose(members.slice(0, 5).map((item) => item.name))}`;
    });
    sentences.push(
      `Of the ${plural(data.sold_in_category, 'menu item')} sold ${when}${question.category ? ` in ${question.category}` : ''}, ${classed.length > 0 ? `${classed.join('; ')}.` : 'none can be classed.'}`,
    );
    if (report.average_margin !== null) {
      sentences.push(
        `An item earns well at a margin of ${format.money(report.average_margin)} or more (the average), and sells well at ${percent(report.popularity_threshold_percent)} of items sold or more.`,
      );
    }
    for (const kind of CLASS_ORDER) {
      if (data.items.some((item) => item.class === kind)) sentences.push(CLASS_ADVICE[kind]);
    }
  }
  if (data.unknown_cost.length > 0) {
    sentences.push(
      `Not classed, because their cost is unknown: ${prose(
        data.unknown_cost.slice(0, 5).map((item) => `${item.name} (${whyUnknown(item)})`),
      )}.`,
    );
  }
  sayAll(turn, sentences);
}
