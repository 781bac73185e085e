import Decimal from 'decimal.js';
import { SUGGESTED_QUESTIONS } from '#contract/assistant.ts';
import type { Item } from '#contract/inventory.ts';
import type { StockUpdate, StockUpdateReason } from '#contract/stock-updates.ts';
import type { Member } from '#contract/locations.ts';
import type { MenuItem } from '#contract/menu.ts';
import type { Recipe } from '#contract/recipes.ts';
import type { List } from '#contract/shopping-lists.ts';
import type { PriceIncrease } from '#contract/prices.ts';
import type { Vendor } from '#contract/vendors.ts';
import { parseTimeRange, type TimeRange } from './dates.ts';
import { bestMention, hasPhrase, type Match, tokens } from './match.ts';
import type { ChangelogData } from './tools/changelog.ts';
import type { DraftOrderData } from './tools/draft-order.ts';
import type { ItemDetail } from './tools/get-item.ts';
import { loadItems, loadMenu, loadRecipes, loadVendors, resolvePerson } from './tools/lookups.ts';
import type { MenuMarginsData } from './tools/menu-margins.ts';
import type { PriceHistoryRow } from './tools/price-changes.ts';
import type { RecipeCostData } from './tools/recipe-cost.ts';
import type { VendorPriceLine } from './tools/vendor-prices.ts';
import type { Venue } from './tools/scope.ts';
import type { Turn } from './turn.ts';

/**
 * The built-in assistant: no model, no network. It reads a question as staff type it
 * (lowercase, typos, no question mark), finds what it names among the location's own items,
 * vendors, recipes, menu items, people and categories (match.ts), and the time it speaks of
 * (dates.ts); picks the one lookup that answers it; runs it through the same tools a model
 * would call; and words the answer from the tool's result alone, so every figure in the text
 * is one the tool returned. What it cannot place, it says so and suggests what it can answer.
 * Venue names are only ever compared and quoted, never followed.
 */

interface Mentions {
  item: Match<Item> | undefined;
  vendor: Match<Vendor> | undefined;
  recipe: Match<Recipe> | undefined;
  menuItem: Match<MenuItem> | undefined;
  category: string | undefined;
  person: { id: string; name: string } | undefined;
  time: TimeRange | undefined;
  number: number | undefined;
}

const has = (words: string[], ...phrases: string[]) => hasPhrase(words, phrases);

const REASONS: [StockUpdateReason, string[]][] = [
  [
    'waste',
    [
      'waste',
      'wasted',
      'spill',
      'spilled',
      'spilt',
      'broke',
      'broken',
      'dumped',
      'binned',
      'tossed',
      'comped',
    ],
  ],
  [
    'receive',
    ['received', 'receive', 'delivered', 'delivery', 'deliveries', 'came in', 'booked in'],
  ],
  ['count', ['counted', 'count', 'counts', 'stocktake', 'stock take']],
  ['adjust', ['adjusted', 'adjust', 'adjustment', 'adjustments', 'corrected']],
  ['undo', ['undo', 'undone', 'undid']],
];

/** Words that ask about one thing of the question, not name it. */
const QUESTION_WORDS = new Set(
  [
    'what',
    'whats',
    'how',
    'many',
    'much',
    'have',
    'got',
    'left',
    'do',
    'does',
    'did',
    'we',
    'i',
    'us',
    'our',
    'is',
    'are',
    'was',
    'were',
    'there',
    'any',
    'the',
    'a',
    'an',
    'show',
    'me',
    'tell',
    'give',
    'list',
    'find',
    'search',
    'look',
    'up',
    'for',
    'of',
    'in',
    'on',
    'stock',
    'item',
    'items',
    'please',
    'pls',
    'can',
    'you',
    'which',
    'where',
    'carry',
    'it',
  ].map((word) => tokens(word)[0] ?? word),
);

async function findMentionsIn(turn: Turn, words: string[]): Promise<Mentions> {
  const scope = turn.scope;
  const [items, vendors, recipes, menu] = await Promise.all([
    loadItems(scope),
    loadVendors(scope),
    loadRecipes(scope),
    loadMenu(scope),
  ]);
  const item = bestMention(
    words,
    items.map((each) => ({ value: each, name: each.name, aliases: each.sku ? [each.sku] : [] })),
  );
  // A vendor goes by the first word of its name, its whole name, or its contact.
  const vendor = bestMention(
    words,
    vendors.map((each) => ({
      value: each,
      name: each.name.split(' ')[0] ?? each.name,
      aliases: [each.name, ...(each.contact_name ? [each.contact_name] : [])],
    })),
    { minScore: 1 },
  );
  const recipe = bestMention(
    words,
    recipes.map((each) => ({ value: each, name: each.name })),
  );
  const menuItem = bestMention(
    words,
    menu.map((each) => ({ value: each, name: each.name })),
  );
  const categoryNames = [
    ...new Set(items.map((each) => each.category).filter((name) => name !== null)),
  ];
  const categoryMatch = bestMention(
    words,
    categoryNames.map((name) => ({
      value: name,
      name,
      // "Whisk(e)y" is asked for as whisky, whiskey or bourbon; "Vodka & Liqueurs" as either.
      aliases: name
        .split(/[&()/,]| and /i)
        .map((part) => part.trim())
        .filter((part) => part.length > 2)
        .concat(/whisk/i.test(name) ? ['whiskey', 'whisky', 'bourbon', 'rye', 'scotch'] : []),
    })),
    { minScore: 1, maxShared: 100 },
  );
  const text = words.join(' ');
  const personMatch = resolvePersonIn(await scope.members(), words);
  const number = /(?:^| )(\d+(?:\.\d+)?)(?: |$)/.exec(text)?.[1];
  // A word that names a person or a category ("marco", "whiskey") does not also name an
  // item that merely shares it ("La Marca Prosecco", "Jameson Irish Whiskey").
  const taken = [...(personMatch?.positions ?? []), ...(categoryMatch?.positions ?? [])];
  const itemStands = item && (item.score === 1 || !item.positions.some((at) => taken.includes(at)));
  return {
    item: itemStands ? item : undefined,
    category: categoryMatch?.value,
    person: personMatch ? await resolvePerson(scope, personMatch.value.user_id) : undefined,
    vendor,
    recipe,
    menuItem,
    time: parseTimeRange(words, scope.ctx.now(), (await scope.venue()).timezone),
    number: number === undefined ? undefined : Number(number),
  };
}

function resolvePersonIn(members: Member[], words: string[]) {
  return bestMention(
    words,
    members.map((member) => ({
      value: member,
      name: member.name.split(' ')[0] ?? member.name,
      aliases: [member.name],
    })),
    { minScore: 1 },
  );
}

// ------------------------------------------------------------------ wording

/** The settings of each answer's location, read before its words are chosen. */
const venues = new WeakMap<Turn, Venue>();

function money(turn: Turn, value: number | null): string {
  if (value === null) return 'no price';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: venues.get(turn)?.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(value);
}

const quantity = (value: number | null) =>
  value === null ? 'none' : new Decimal(value).toString();
const percent = (value: number | null) =>
  value === null ? 'n/a' : `${new Decimal(value).toDecimalPlaces(2).toString()}%`;
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function when(turn: Turn, iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: venues.get(turn)?.timezone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A list of phrases in prose: "a, b and c". */
function prose(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** Streams sentences as separate deltas, so the client shows the answer as it comes. */
function sayAll(turn: Turn, sentences: string[]) {
  sentences
    .filter((sentence) => sentence !== '')
    .forEach((sentence, index) => turn.say(index === 0 ? sentence : ` ${sentence}`));
}

// ------------------------------------------------------------------ answers, one per question kind

async function answerItem(turn: Turn, item: Item) {
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
      `Preferred vendor: ${detail.preferred.vendor_name}, ${money(turn, detail.preferred.price)} per ${pack}.`,
    );
  } else sentences.push('It has no preferred vendor.');
  if (detail.stock_value !== null) {
    sentences.push(
      `Stock value: ${money(turn, detail.stock_value)} at ${money(turn, it.cost_per_unit)} per ${it.unit}.`,
    );
  }
  sayAll(turn, sentences);
}

async function answerBelowPar(turn: Turn, category: string | undefined) {
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

async function answerStockValue(turn: Turn, category: string | undefined) {
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
      `${one.category} is worth ${money(turn, one.value)} across ${plural(one.item_count, 'item')}, of ${money(turn, data.total)} in all.`,
    );
  } else {
    sentences.push(`Your stock on hand is worth ${money(turn, data.total)} in all.`);
    sentences.push(
      `By category: ${prose(data.categories.map((entry) => `${entry.category} ${money(turn, entry.value)}`))}.`,
    );
  }
  if (data.unpriced > 0) {
    sentences.push(
      `${plural(data.unpriced, 'item has', 'items have')} no cost per unit and count as nothing.`,
    );
  }
  sayAll(turn, sentences);
}

const REASON_VERBS: Record<StockUpdateReason, string> = {
  count: 'counted',
  waste: 'wasted',
  receive: 'received',
  adjust: 'adjusted',
  undo: 'undid',
  import: 'imported',
};

async function answerChangelog(
  turn: Turn,
  mentions: Mentions,
  reason: StockUpdateReason | undefined,
) {
  const args: Record<string, unknown> = {};
  if (mentions.item) args.item = mentions.item.value.id;
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
    return `${who} ${REASON_VERBS[update.reason]} ${update.item_name} ${quantity(update.previous_quantity)} → ${quantity(update.new_quantity)} (${when(turn, update.created_at)})`;
  });
  sentences.push(`Latest: ${latest.join('; ')}.`);
  sayAll(turn, sentences);
}

async function answerVendors(turn: Turn, vendor: Vendor | undefined) {
  const output = await turn.call('vendors', {});
  const { vendors } = output.data as { vendors: Vendor[] };
  const one = vendor ? vendors.find((each) => each.id === vendor.id) : undefined;
  if (one) {
    const contact = [one.contact_name, one.email, one.phone].filter(Boolean).join(', ');
    const sentences = [`${one.name}: ${contact || 'no contact details'}.`];
    if (one.lead_time_days !== null)
      sentences.push(`Lead time ${plural(one.lead_time_days, 'day')}.`);
    if (one.minimum_order !== null)
      sentences.push(`Minimum order ${money(turn, one.minimum_order)}.`);
    return sayAll(turn, sentences);
  }
  if (vendors.length === 0) return sayAll(turn, ['You have no vendors yet.']);
  sayAll(turn, [
    `You buy from ${plural(vendors.length, 'vendor')}: ${prose(
      vendors.map((each) =>
        each.contact_name ? `${each.name} (${each.contact_name})` : each.name,
      ),
    )}.`,
  ]);
}

async function answerVendorPrices(turn: Turn, args: { vendor?: string; item?: string }) {
  const output = await turn.call('vendor_prices', args);
  const { lines, vendor, item } = output.data as {
    lines: VendorPriceLine[];
    vendor: Vendor | null;
    item: Item | null;
  };
  if (item) {
    if (lines.length === 0) return sayAll(turn, [`No vendor lists ${item.name}.`]);
    sayAll(turn, [
      `${item.name} is sold by ${plural(new Set(lines.map((line) => line.vendor_id)).size, 'vendor')}:`,
      `${prose(
        lines.map(
          (line) =>
            `${line.vendor_name} ${money(turn, line.price)} per ${line.pack_description ?? quantity(line.pack_size)}${line.is_preferred ? ' (preferred)' : ''}`,
        ),
      )}.`,
    ]);
    return;
  }
  if (!vendor) return sayAll(turn, ['Which vendor or item do you mean?']);
  if (lines.length === 0) return sayAll(turn, [`${vendor.name} has no catalogue lines yet.`]);
  sayAll(turn, [
    `${vendor.name} has ${plural(lines.length, 'line')} in its catalogue.`,
    `For example: ${prose(
      lines.slice(0, 5).map((line) => `${line.name} ${money(turn, line.price)}`),
    )}.`,
  ]);
}

async function answerPriceChanges(turn: Turn, item: Item | undefined) {
  const output = await turn.call('price_changes', item ? { item: item.id } : {});
  const data = output.data as {
    increases: PriceIncrease[];
    history: PriceHistoryRow[];
    item: Item | null;
  };
  if (data.item) {
    if (data.history.length === 0)
      return sayAll(turn, [`The price of ${data.item.name} has not changed.`]);
    sayAll(turn, [
      `${plural(data.history.length, 'price change')} for ${data.item.name}:`,
      `${data.history
        .slice(0, 5)
        .map(
          (change) =>
            `${when(turn, change.created_at)} at ${change.vendor_name}: ${money(turn, change.old_price)} → ${money(turn, change.new_price)}`,
        )
        .join('; ')}.`,
    ]);
    return;
  }
  if (data.increases.length === 0) {
    return sayAll(turn, ['No price rose by more than 5% in the last 30 days.']);
  }
  sayAll(turn, [
    `${plural(data.increases.length, 'price')} rose by more than 5% in the last 30 days:`,
    `${prose(
      data.increases
        .slice(0, 6)
        .map(
          (increase) =>
            `${increase.item_name} at ${increase.vendor_name} ${money(turn, increase.old_price)} → ${money(turn, increase.new_price)} (+${percent(increase.percent)})`,
        ),
    )}.`,
  ]);
}

async function answerOpenOrders(turn: Turn, vendor: Vendor | undefined) {
  const output = await turn.call('open_orders', vendor ? { vendor: vendor.id } : {});
  const { lists } = output.data as { lists: List[] };
  const with_ = vendor ? ` with ${vendor.name}` : '';
  if (lists.length === 0) return sayAll(turn, [`No open orders${with_}.`]);
  const sent = lists.filter((list) => list.status === 'sent').length;
  sayAll(turn, [
    `${plural(lists.length, 'open order')}${with_}: ${sent} sent and waiting to be received, ${lists.length - sent} still in draft.`,
    `${lists
      .slice(0, 5)
      .map(
        (list) =>
          `${list.name} (${list.vendor_name ?? 'no vendor'}, ${list.status}, ${plural(list.item_count, 'line')}, ${money(turn, list.estimated_total)})`,
      )
      .join('; ')}.`,
  ]);
}

async function answerRecipeCost(turn: Turn, recipe: Recipe) {
  const output = await turn.call('recipe_cost', { recipe: recipe.id });
  const data = output.data as RecipeCostData | null;
  if (!data) return sayAll(turn, [`I could not find the recipe ${recipe.name}.`]);
  const sentences = [
    `${data.recipe.name} costs ${money(turn, data.total_cost)} to make, ${money(turn, data.cost_per_portion)} per portion (${quantity(data.portions)} ${data.portions === 1 ? 'portion' : 'portions'}).`,
  ];
  const dearest = [...data.ingredients]
    .filter((line) => line.cost !== null)
    .sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0))[0];
  if (dearest)
    sentences.push(`The dearest ingredient is ${dearest.name} at ${money(turn, dearest.cost)}.`);
  if (data.missing.length > 0) sentences.push(`Not costed (no price): ${prose(data.missing)}.`);
  sayAll(turn, sentences);
}

async function answerMenu(turn: Turn, args: { item?: string; category?: string }) {
  const output = await turn.call('menu_margins', args);
  const data = output.data as MenuMarginsData;
  const target = percent(data.target_food_cost_percent);
  if (args.item) {
    const one = data.items[0];
    if (!one) return sayAll(turn, ['I could not find that on the menu.']);
    return sayAll(turn, [
      `${one.name} sells for ${money(turn, one.price)} and costs ${money(turn, one.cost)}: a margin of ${money(turn, one.margin)} and a food cost of ${percent(one.food_cost_percent)} (target ${target}).`,
      one.missing_costs.length > 0 ? `Not costed: ${prose(one.missing_costs)}.` : '',
    ]);
  }
  if (data.items.length === 0) return sayAll(turn, ['No active menu items to cost.']);
  const where = data.category ? ` in ${data.category}` : '';
  sayAll(turn, [
    `Across ${plural(data.items.length, 'active menu item')}${where} your food cost is ${percent(data.food_cost_percent)} against a target of ${target}.`,
    `Highest food cost: ${prose(
      data.items
        .slice(0, 3)
        .map(
          (entry) =>
            `${entry.name} ${percent(entry.food_cost_percent)} (margin ${money(turn, entry.margin)})`,
        ),
    )}.`,
    `Best margin: ${(() => {
      const best = [...data.items].sort((a, b) => b.margin - a.margin)[0];
      return best ? `${best.name} at ${money(turn, best.margin)}` : 'none';
    })()}.`,
  ]);
}

async function answerDraftOrder(turn: Turn, vendor: Vendor) {
  const output = await turn.call('draft_order', { vendor: vendor.id });
  const data = output.data as DraftOrderData;
  if (data.lines.length === 0) {
    return sayAll(turn, [
      `Nothing to order from ${vendor.name} right now: none of its preferred items is at or below its reorder point, or they are already on an open order.`,
    ]);
  }
  sayAll(turn, [
    `An order for ${vendor.name} would hold ${plural(data.lines.length, 'line')}${data.estimated_total === null ? '' : `, about ${money(turn, data.estimated_total)}`}:`,
    `${prose(data.lines.slice(0, 6).map((line) => `${quantity(line.quantity)} × ${line.name}`))}.`,
    data.may_apply
      ? 'Nothing is created until you apply it with the button.'
      : 'A manager or owner can create it; your role cannot.',
  ]);
}

async function answerParLevel(turn: Turn, item: Item, par: number) {
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

async function askWhichVendor(turn: Turn) {
  const output = await turn.call('vendors', {});
  const { vendors } = output.data as { vendors: Vendor[] };
  turn.suggestions = vendors.slice(0, 4).map((vendor) => `Draft an order for ${vendor.name}`);
  sayAll(turn, [
    vendors.length === 0
      ? 'You have no vendors to order from yet.'
      : `Which vendor should the order be for? ${prose(vendors.map((vendor) => vendor.name))}.`,
  ]);
}

function fallback(turn: Turn) {
  turn.suggestions = [...SUGGESTED_QUESTIONS];
  sayAll(turn, [
    'I can answer questions about this location’s stock (what is on hand, below par, worth by category), the change log (who counted, wasted or received what, and when), vendors and their prices, price rises, open orders, recipe costs, menu margins and food cost, and I can draft an order for a vendor or a par level change for you to apply.',
    'Try one of the suggestions.',
  ]);
}

// ------------------------------------------------------------------ reading the question

const OPEN_ORDER_WORDS = [
  'open order',
  'open orders',
  'pending',
  'outstanding',
  'on order',
  'not received',
  'waiting on',
  'waiting for',
  'expecting',
  'arriving',
  'unreceived',
  'order status',
  'orders sent',
  'sent orders',
  'in transit',
  'coming in',
  'due in',
  'open list',
  'open lists',
  'draft order',
  'draft orders',
  'orders',
  'waiting to be received',
  'to be received',
  'not yet received',
  'still waiting',
  'awaiting',
];
const DRAFT_WORDS = [
  'draft',
  'make an order',
  'make a order',
  'build',
  'prepare',
  'create',
  'start an order',
  'generate',
  'put together',
  'write up',
  'what should i order',
  'what should we order',
  'what do i need to order',
  'what do we need to order',
  'what to order',
  'place an order',
  'order for',
  'order from',
  'reorder from',
  'suggest an order',
  'new order',
];
const PRICE_CHANGE_WORDS = [
  'went up',
  'gone up',
  'go up',
  'going up',
  'rose',
  'risen',
  'rise',
  'rising',
  'increase',
  'increased',
  'increases',
  'hike',
  'hikes',
  'higher',
  'more expensive',
  'jump',
  'jumped',
  'price change',
  'price changes',
  'changed price',
  'price history',
  'prices changed',
  'creep',
  'dearer',
  'price up',
  'prices up',
  'up at',
  'changed',
  'change',
  'changes',
];
const PRICE_WORDS = [
  'price',
  'prices',
  'priced',
  'pricing',
  'cost',
  'costs',
  'charge',
  'catalogue',
  'catalog',
  'sell',
  'sells',
  'cheapest',
  'cheaper',
  'cheap',
];
const VENDOR_WORDS = [
  'vendor',
  'vendors',
  'supplier',
  'suppliers',
  'distributor',
  'distributors',
  'rep',
  'reps',
  'contact',
  'phone',
  'email',
  'number for',
  'who do we buy',
  'lead time',
  'minimum order',
  'who sells',
  'buy from',
  'where do we buy',
  'where to buy',
];
const MENU_WORDS = [
  'margin',
  'margins',
  'food cost',
  'pour cost',
  'profit',
  'profitable',
  'gp',
  'gross profit',
  'markup',
  'menu',
  'cost percent',
  'cost percentage',
  'beverage cost',
  'bev cost',
  'sell for',
  'selling price',
  'sells for',
  'money on',
  'earn',
];
const RECIPE_WORDS = [
  'recipe',
  'recipes',
  'cost to make',
  'to make',
  'costs',
  'cost',
  'how much is a',
  'how much does',
  'batch',
  'ingredients',
  'spec',
];
const VALUE_WORDS = [
  'worth',
  'value',
  'valuation',
  'how much money',
  'dollars',
  'total value',
  'stock value',
  'inventory value',
  'money tied',
  'tied up',
  'cost of stock',
  'on the shelf worth',
  'valued',
];
const CHANGELOG_WORDS = [
  'change',
  'changed',
  'changes',
  'changelog',
  'change log',
  'log',
  'history',
  'activity',
  'happened',
  'updated',
  'updates',
  'update',
  'who',
  'touched',
  'moved',
  'edited',
  'last count',
  'last counted',
  'when was',
];
const BELOW_PAR_WORDS = [
  'below par',
  'under par',
  'low',
  'running low',
  'run out',
  'running out',
  'out of',
  'short',
  'need to order',
  'need to reorder',
  'reorder',
  'restock',
  'empty',
  'need',
  'below',
  'under',
  'par',
  'low stock',
  'order',
];
const ITEM_WORDS = [
  'how many',
  'how much',
  'left',
  'on hand',
  'have',
  'got',
  'stock',
  'par',
  'level',
  'count',
  'cost',
  'price',
  'who supplies',
  'vendor',
];
const SEARCH_WORDS = [
  'find',
  'search',
  'look up',
  'lookup',
  'do we have',
  'do we carry',
  'do we stock',
  'any',
  'list',
];

/** What is left of a question once its asking words are gone: what to search for. */
function searchTerm(words: string[]): string {
  return words.filter((word) => !QUESTION_WORDS.has(word)).join(' ');
}

/** Answers one question with the built-in assistant. */
export async function answerWithBuiltIn(turn: Turn, question: string): Promise<void> {
  const words = tokens(question);
  if (words.length === 0) return fallback(turn);
  venues.set(turn, await turn.scope.venue());
  const m = await findMentionsIn(turn, words);
  const reason = REASONS.find(([, phrases]) => hasPhrase(words, phrases))?.[0];

  // A par level change: "set par for limes to 200".
  if (m.number !== undefined && has(words, 'par', 'par level') && m.item) {
    if (
      has(
        words,
        'set',
        'change',
        'raise',
        'lower',
        'increase',
        'decrease',
        'make',
        'bump',
        'update',
        'put',
        'move',
        'drop',
        'should be',
      )
    ) {
      return answerParLevel(turn, m.item.value, m.number);
    }
  }

  const asksPrice = has(words, ...PRICE_WORDS);

  // Price rises: "which prices went up this month".
  if ((asksPrice || has(words, 'expensive', 'dearer')) && has(words, ...PRICE_CHANGE_WORDS)) {
    return answerPriceChanges(turn, m.item?.value);
  }

  // Draft an order for a vendor.
  const openWords = has(
    words,
    'open',
    'pending',
    'outstanding',
    'status',
    'arriving',
    'expecting',
    'waiting',
    'sent',
    'received',
    'due',
    'transit',
    'on order',
    'anything on order',
  );
  if (
    !openWords &&
    has(words, ...DRAFT_WORDS) &&
    has(words, 'order', 'orders', 'po', 'list', 'reorder')
  ) {
    if (m.vendor) return answerDraftOrder(turn, m.vendor.value);
    return askWhichVendor(turn);
  }
  if (
    !openWords &&
    m.vendor &&
    has(words, 'order', 'reorder') &&
    !has(words, 'orders', 'minimum order')
  ) {
    return answerDraftOrder(turn, m.vendor.value);
  }

  // Open orders.
  if (has(words, ...OPEN_ORDER_WORDS) && !has(words, 'minimum order')) {
    return answerOpenOrders(turn, m.vendor?.value);
  }

  // Menu margins and food cost.
  if (has(words, ...MENU_WORDS)) {
    if (m.menuItem && (m.menuItem.score === 1 || !m.item)) {
      return answerMenu(turn, { item: m.menuItem.value.id });
    }
    const menuCategories = [
      ...new Set(
        (await loadMenu(turn.scope)).map((entry) => entry.category).filter((name) => name !== null),
      ),
    ];
    const category = bestMention(
      words,
      menuCategories.map((name) => ({ value: name, name })),
      { minScore: 1, maxShared: 100 },
    )?.value;
    return answerMenu(turn, category ? { category } : {});
  }

  // Prices of a vendor's catalogue, or of one item everywhere.
  if (m.vendor && m.item && asksPrice) {
    return answerVendorPrices(turn, { vendor: m.vendor.value.id, item: m.item.value.id });
  }
  if (m.vendor && (asksPrice || has(words, 'catalogue', 'catalog', 'carry', 'sell', 'list'))) {
    return answerVendorPrices(turn, { vendor: m.vendor.value.id });
  }
  if (
    m.item &&
    has(
      words,
      'who sells',
      'which vendor',
      'what vendor',
      'vendors',
      'suppliers',
      'supplier',
      'cheapest',
      'cheaper',
      'where to buy',
      'where do we buy',
      'buy from',
      'prices',
      'who supplies',
      'supplied by',
      'carry',
      'carries',
      'stocks it',
    )
  ) {
    return answerVendorPrices(turn, { item: m.item.value.id });
  }

  // A recipe's cost.
  if (
    m.recipe &&
    (has(words, ...RECIPE_WORDS) || asksPrice) &&
    (!m.item || m.recipe.score >= m.item.score)
  ) {
    return answerRecipeCost(turn, m.recipe.value);
  }

  // Vendors and their contacts.
  if (has(words, ...VENDOR_WORDS) || (m.vendor && !m.item)) {
    return answerVendors(turn, m.vendor?.value);
  }

  // Stock value.
  if (has(words, ...VALUE_WORDS) && !(m.item && m.item.score === 1)) {
    return answerStockValue(turn, m.category);
  }

  // The change log: who did what, when.
  const asksLog =
    has(words, ...CHANGELOG_WORDS) ||
    reason !== undefined ||
    (m.person !== undefined && !m.item) ||
    (m.time !== undefined && !has(words, ...BELOW_PAR_WORDS));
  if (asksLog && (reason || m.person || m.time || has(words, ...CHANGELOG_WORDS))) {
    return answerChangelog(turn, m, reason);
  }

  // One item.
  if (m.item && (m.item.score === 1 || has(words, ...ITEM_WORDS) || !m.category)) {
    return answerItem(turn, m.item.value);
  }

  // Below par.
  if (has(words, ...BELOW_PAR_WORDS)) return answerBelowPar(turn, m.category);

  // Value by category without the word "value": "how much gin do we have" is a search.
  if (has(words, ...SEARCH_WORDS) || m.category || has(words, ...ITEM_WORDS)) {
    const term = m.category ?? searchTerm(words);
    if (term !== '') {
      const output = await turn.call('search_items', { query: term });
      const { items } = output.data as { items: Item[] };
      if (items.length === 0) return sayAll(turn, [`No item matches “${term}”.`]);
      return sayAll(turn, [
        `${plural(items.length, 'item matches', 'items match')} “${term}”: ${prose(
          items.slice(0, 6).map((item) => `${item.name} (${quantity(item.quantity)} ${item.unit})`),
        )}${items.length > 6 ? ' and more' : ''}.`,
      ]);
    }
  }

  // A recipe or menu item named with nothing else: its cost.
  if (m.recipe) return answerRecipeCost(turn, m.recipe.value);
  if (m.menuItem) return answerMenu(turn, { item: m.menuItem.value.id });
  return fallback(turn);
}
