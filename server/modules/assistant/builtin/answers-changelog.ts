import Decimal from 'decimal.js';
import type { Item } from '#contract/inventory.ts';
import type { StockUpdate, StockUpdateReason } from '#contract/stock-updates.ts';
import type { TimeRange } from '../dates.ts';
import type { ChangelogData } from '../tools/changelog.ts';
import type { Turn } from '../turn.ts';
import { formats, quantity, sayAll, timeLabel, wordsOf } from './wording.ts';

const REASON_VERBS: Record<StockUpdateReason, string> = {
  count: 'counted',
  waste: 'wasted',
  receive: 'received',
  adjust: 'adjusted',
  undo: 'undid',
  import: 'imported',
};
const REASON_VERBS_ES: Record<StockUpdateReason, string> = {
  count: 'contó',
  waste: 'mermó',
  receive: 'recibió',
  adjust: 'ajustó',
  undo: 'deshizo',
  import: 'importó',
};
/** A kind of change in Spanish, after "cambios de existencias": "de recuento", "de merma". */
const REASON_KINDS_ES: Record<StockUpdateReason, string> = {
  count: 'de recuento',
  waste: 'de merma',
  receive: 'de recepción',
  adjust: 'de ajuste',
  undo: 'deshechos',
  import: 'de importación',
};

/** What a changelog question asks for: each filter it names. */
export interface ChangelogQuestion {
  item: Item | undefined;
  person: { id: string } | undefined;
  time: TimeRange | undefined;
  reason: StockUpdateReason | undefined;
}

export async function answerChangelog(turn: Turn, mentions: ChangelogQuestion) {
  const { reason } = mentions;
  const format = await formats(turn);
  const args: Record<string, unknown> = {};
  if (mentions.item) args.item = mentions.item.id;
  if (mentions.person) args.person = mentions.person.id;
  if (reason) args.reason = reason;
  if (mentions.time) {
    args.from = mentions.time.from;
    args.to = mentions.time.to;
  }
  const output = await turn.call('changelog', args);
  const data = output.data as ChangelogData;
  const w = wordsOf(turn);
  const verbs = w.language === 'es' ? REASON_VERBS_ES : REASON_VERBS;
  const about = [
    data.item ? w.say(`of ${data.item.name}`, `de ${data.item.name}`) : '',
    data.person ? w.say(`by ${data.person.name}`, `por ${data.person.name}`) : '',
    mentions.time ? timeLabel(turn, mentions.time, format.when) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const kind = reason ? `${reason} ` : '';
  const kindEs = reason ? ` ${REASON_KINDS_ES[reason]}` : '';
  if (data.updates.length === 0) {
    return sayAll(turn, [
      w
        .say(
          `No ${kind}stock changes ${about || 'recorded'}.`,
          `No hay cambios de existencias${kindEs} ${about || 'registrados'}.`,
        )
        .replace(/ +/g, ' '),
    ]);
  }
  const many = data.updates.length >= 100;
  const count = many ? w.say('At least 100', 'Al menos 100') : String(data.updates.length);
  const one = data.updates.length === 1;
  const sentences = [
    w.say(
      `${count} ${kind}stock change${one ? '' : 's'}${about ? ` ${about}` : ''}.`,
      `${count} ${one ? 'cambio' : 'cambios'} de existencias${kindEs}${about ? ` ${about}` : ''}.`,
    ),
  ];
  if (data.item && reason && reason !== 'count') {
    const total = data.updates.reduce((sum, update) => sum.plus(update.delta), new Decimal(0));
    const amount = w.amount(total.abs().toNumber(), data.item.unit);
    sentences.push(
      w.say(
        `In all: ${amount} ${REASON_VERBS[reason]}.`,
        `En total: ${amount} (${REASON_KINDS_ES[reason].replace(/^de /, '')}).`,
      ),
    );
  }
  const latest = data.updates.slice(0, 5).map((update: StockUpdate) => {
    const who = update.user_name ?? w.say('someone', 'alguien');
    return `${who} ${verbs[update.reason]} ${update.item_name} ${quantity(update.previous_quantity)} → ${quantity(update.new_quantity)} (${format.when(update.created_at)})`;
  });
  sentences.push(w.say(`Latest: ${latest.join('; ')}.`, `Los últimos: ${latest.join('; ')}.`));
  sayAll(turn, sentences);
}
