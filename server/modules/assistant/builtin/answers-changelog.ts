import Decimal from 'decimal.js';
import type { Item } from '#contract/inventory.ts';
import type { StockUpdate, StockUpdateReason } from '#contract/stock-updates.ts';
import type { TimeRange } from '../dates.ts';
import type { ChangelogData } from '../tools/changelog.ts';
import type { Turn } from '../turn.ts';
import { formats, quantity, sayAll } from './wording.ts';

const REASON_VERBS: Record<StockUpdateReason, string> = {
  count: 'counted',
  waste: 'wasted',
  receive: 'received',
  adjust: 'adjusted',
  undo: 'undid',
  import: 'imported',
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
  const about = [
    data.item ? `of ${data.item.name}` : '',
    data.person ? `by ${data.person.name}` : '',
    mentions.time ? mentions.time.label : '',
  ]
    .filter(Boolean)
    .join(' ');
  const kind = reason ? `${reason} ` : '';
  if (data.updates.length === 0) {
    return sayAll(turn, [`No ${kind}stock changes ${about || 'recorded'}.`.replace(/ +/g, ' ')]);
  }
  const count = data.updates.length >= 100 ? 'At least 100' : String(data.updates.length);
  const sentences = [
    `${count} ${kind}stock change${data.updates.length === 1 ? '' : 's'}${about ? ` ${about}` : ''}.`,
  ];
  if (data.item && reason && reason !== 'count') {
    const total = data.updates.reduce((sum, update) => sum.plus(update.delta), new Decimal(0));
    sentences.push(`In all: ${total.abs().toString()} ${data.item.unit} ${REASON_VERBS[reason]}.`);
  }
  const latest = data.updates.slice(0, 5).map((update: StockUpdate) => {
    const who = update.user_name ?? 'someone';
    return `${who} ${REASON_VERBS[update.reason]} ${update.item_name} ${quantity(update.previous_quantity)} → ${quantity(update.new_quantity)} (${format.when(update.created_at)})`;
  });
  sentences.push(`Latest: ${latest.join('; ')}.`);
  sayAll(turn, sentences);
}
