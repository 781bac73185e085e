import type { MenuEngineeringClass } from '#contract/reports.ts';
import type { StockUpdateReason } from '#contract/stock-updates.ts';

/**
 * The shape of one language's phrasings for the built-in assistant. The intents (which
 * question goes to which answer, and in what order they are tried) are the same for every
 * language (intents.ts); a language only says which words and phrases ask for each. Phrases
 * are written as staff type them; the question and the phrases are compared after
 * normalising both (words.ts), with typos allowed in long words only.
 */

/** Phrases, any one of which the question may hold. */
export type Phrases = readonly string[];

/** Each intent's phrasings, by intent id. */
export interface IntentPhrases {
  /** A par level change: "set par for limes to 200". */
  par_level: { par: Phrases; change: Phrases };
  /** Price rises: "which prices went up this month". */
  price_changes: { price: Phrases; dearer: Phrases; change: Phrases };
  /** A draft order for a vendor: "draft an order for copperline", "order from harbor". */
  draft_order: {
    draft: Phrases;
    order: Phrases;
    /** Words that ask about orders already made, not a new one. */
    open: Phrases;
    /** A vendor named with one of these asks for an order from it... */
    orderFrom: Phrases;
    /** ...unless the question holds one of these. */
    notOrderFrom: Phrases;
  };
  /** Whether the latest delivery came as ordered: "did the copperline delivery arrive complete". */
  deliveries: {
    delivery: Phrases;
    /** Words that ask whether it came in full, short or over. */
    complete: Phrases;
  };
  /** Open orders: "what orders are pending". */
  open_orders: { open: Phrases; not: Phrases };
  /** Where stock went missing, the latest variance: "where are we losing money". */
  variance: { variance: Phrases };
  /** How much of an item went: "how much campari did we go through this week". */
  item_usage: { usage: Phrases };
  /** What waste cost: "how much did waste cost us this week". */
  waste_value: { waste: Phrases; money: Phrases };
  /** Menu engineering, or one class of it: "which cocktails are dogs", "what are our stars". */
  menu_engineering: {
    /** Asks for the whole matrix: "menu engineering". */
    engineering: Phrases;
    /** Each class by the words that ask for it; the first found wins. */
    classes: readonly (readonly [MenuEngineeringClass, Phrases])[];
  };
  /** Menu margins and food cost: "margin on the negroni". */
  menu_margins: {
    menu: Phrases;
    /** Asks which earns the most: "which cocktail makes us the most money". */
    best: Phrases;
  };
  /** Prices of a vendor's catalogue, or of one item everywhere: "who sells limes cheapest". */
  vendor_prices: { price: Phrases; catalogue: Phrases; sellers: Phrases };
  /** A recipe's cost: "cost of the old fashioned recipe". */
  recipe_cost: { recipe: Phrases; price: Phrases };
  /** Vendors and their contacts: "whats the phone number for harbor". */
  vendors: { vendor: Phrases };
  /** The value of the stock: "what is our stock worth". */
  stock_value: { value: Phrases };
  /** The change log: who did what, when: "who counted yesterday". */
  changelog: {
    log: Phrases;
    /** A time alone asks for the log, unless the question holds one of these. */
    notLog: Phrases;
    /** The reasons of a stock change, each by the words that name it; the first found wins. */
    reasons: readonly (readonly [StockUpdateReason, Phrases])[];
  };
  /** One item: "how many limes do we have". */
  item: { item: Phrases };
  /** What is below par: "what are we low on". */
  below_par: { below: Phrases };
  /** Items by the words of their names: "do we have any hendricks". */
  search: { search: Phrases; item: Phrases };
  /** A recipe or a menu item named with nothing else: its cost. No phrasings. */
  named: Record<string, never>;
}

/** The id of an intent: a kind of question the built-in assistant answers. */
export type IntentId = keyof IntentPhrases;

/** One language's phrasings. */
export interface Phrasebook {
  /** Words that ask about a thing rather than name it: left out of what a search looks for. */
  askingWords: Phrases;
  /** Other names of categories: a category whose name holds `holds` also goes by `aliases`. */
  categoryAliases: readonly { holds: string; aliases: Phrases }[];
  /**
   * Words of the language that never name an item, vendor, recipe or person ("tiro" is not a
   * typo of "Tito's"); English has its own in match.ts.
   */
  notNames?: Phrases;
  /**
   * The language's words for times, each with the English words dates.ts reads ("ayer":
   * "yesterday"); none for English.
   */
  timeWords?: readonly (readonly [Phrases, string])[];
  intents: IntentPhrases;
}

/** Phrases written as a list: separated by commas or line breaks ("on order, not received"). */
export function phrases(text: string): Phrases {
  return text
    .split(/[,\n]/)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');
}
