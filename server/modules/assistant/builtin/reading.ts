import type { Item } from '#contract/inventory.ts';
import type { MenuItem } from '#contract/menu.ts';
import type { Recipe } from '#contract/recipes.ts';
import type { StockUpdateReason } from '#contract/stock-updates.ts';
import type { Vendor } from '#contract/vendors.ts';
import { parseTimeRange, type TimeRange } from '../dates.ts';
import type { Phrasebook, Phrases } from '../intents/phrasebook.ts';
import { bestMention, type Match } from '../match.ts';
import { hasPhrase, tokens } from '../words.ts';
import { loadItems, loadMenu, loadRecipes, loadVendors, resolvePerson } from '../tools/lookups.ts';
import type { Turn } from '../turn.ts';

/**
 * The question's words with the language's words for times in the English that dates.ts reads
 * ("desde el lunes" → "since el monday"); the longest phrase at each place first.
 */
function timeWordsInEnglish(
  words: string[],
  table: readonly (readonly [Phrases, string])[],
): string[] {
  if (table.length === 0) return words;
  const entries = table
    .flatMap(([phrasings, english]) =>
      phrasings.map((phrase) => ({ from: tokens(phrase), to: tokens(english) })),
    )
    .sort((a, b) => b.from.length - a.from.length);
  const out: string[] = [];
  for (let at = 0; at < words.length;) {
    const entry = entries.find(({ from }) => from.every((word, i) => words[at + i] === word));
    if (entry) {
      out.push(...entry.to);
      at += entry.from.length;
    } else {
      out.push(words[at] as string);
      at += 1;
    }
  }
  return out;
}

/** A lookup made the first time it is asked for, then remembered. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/**
 * One question as the built-in assistant reads it: its words, the phrases of its language it
 * holds, and what it names among the location's own items, vendors, recipes, menu items,
 * categories and people (match.ts) and the time it speaks of (dates.ts). Each of these is
 * worked out when an intent first asks, so a question reads only the lists it needs.
 */
export class Reading {
  /** A number in the question ("set par to 200"). */
  readonly number: number | undefined;

  /** The words that may name a thing: the language's words that never do are blanked. */
  private readonly nameWords: string[];

  constructor(
    readonly turn: Turn,
    readonly words: string[],
    readonly book: Phrasebook,
  ) {
    const notNames = new Set((book.notNames ?? []).flatMap((word) => tokens(word)));
    this.nameWords = words.map((word) => (notNames.has(word) ? '' : word));
    const number = /(?:^| )(\d+(?:\.\d+)?)(?: |$)/.exec(words.join(' '))?.[1];
    this.number = number === undefined ? undefined : Number(number);
  }

  /** Whether the question holds one of the phrases. */
  has(phrases: Phrases): boolean {
    return hasPhrase(this.words, [...phrases]);
  }

  /** The reason of a stock change the question names. */
  reason(reasons: readonly (readonly [StockUpdateReason, Phrases])[]) {
    return reasons.find(([, phrases]) => this.has(phrases))?.[0];
  }

  /** What is left of the question once its asking words are gone: what to search for. */
  searchTerm(): string {
    const asking = new Set(this.book.askingWords.map((word) => tokens(word)[0] ?? word));
    return this.words.filter((word) => !asking.has(word)).join(' ');
  }

  private readonly itemMatch = once(async () =>
    bestMention(
      this.nameWords,
      (await loadItems(this.turn.scope)).map((each) => ({
        value: each,
        name: each.name,
        aliases: each.sku ? [each.sku] : [],
      })),
    ),
  );

  /** The item the question names, unless its words name a person or a category instead. */
  readonly item = once(async (): Promise<Match<Item> | undefined> => {
    const item = await this.itemMatch();
    if (!item || item.score === 1) return item;
    // A word that names a person or a category ("marco", "whiskey") does not also name an
    // item that merely shares it ("La Marca Prosecco", "Jameson Irish Whiskey").
    const taken = [
      ...((await this.personMatch())?.positions ?? []),
      ...((await this.categoryMatch())?.positions ?? []),
    ];
    return item.positions.some((at) => taken.includes(at)) ? undefined : item;
  });

  /** The vendor: by the first word of its name, its whole name, or its contact. */
  readonly vendor = once(async (): Promise<Match<Vendor> | undefined> =>
    bestMention(
      this.nameWords,
      (await loadVendors(this.turn.scope)).map((each) => ({
        value: each,
        name: each.name.split(' ')[0] ?? each.name,
        aliases: [each.name, ...(each.contact_name ? [each.contact_name] : [])],
      })),
      { minScore: 1 },
    ),
  );

  readonly recipe = once(async (): Promise<Match<Recipe> | undefined> =>
    bestMention(
      this.nameWords,
      (await loadRecipes(this.turn.scope)).map((each) => ({ value: each, name: each.name })),
    ),
  );

  readonly menuItem = once(async (): Promise<Match<MenuItem> | undefined> =>
    bestMention(
      this.nameWords,
      (await loadMenu(this.turn.scope)).map((each) => ({ value: each, name: each.name })),
    ),
  );

  private readonly categoryMatch = once(async () => {
    const items = await loadItems(this.turn.scope);
    const names = [...new Set(items.map((each) => each.category).filter((name) => name !== null))];
    return bestMention(
      this.nameWords,
      names.map((name) => ({
        value: name,
        name,
        // A category goes by each part of its name ("Vodka & Liqueurs") and by the other names
        // the language gives it ("Whisk(e)y": whisky, whiskey, bourbon).
        aliases: name
          .split(/[&()/,]| and /i)
          .map((part) => part.trim())
          .filter((part) => part.length > 2)
          .concat(
            this.book.categoryAliases
              .filter((alias) => name.toLowerCase().includes(alias.holds))
              .flatMap((alias) => alias.aliases),
          ),
      })),
      { minScore: 1, maxShared: 100 },
    );
  });

  /** The category of items the question names. */
  readonly category = once(async () => (await this.categoryMatch())?.value);

  /** The category of the menu the question names. */
  readonly menuCategory = once(async () => {
    const menu = await loadMenu(this.turn.scope);
    const names = [...new Set(menu.map((entry) => entry.category).filter((name) => name !== null))];
    return bestMention(
      this.nameWords,
      names.map((name) => ({ value: name, name })),
      { minScore: 1, maxShared: 100 },
    )?.value;
  });

  private readonly personMatch = once(async () =>
    bestMention(
      this.nameWords,
      (await this.turn.scope.members()).map((member) => ({
        value: member,
        name: member.name.split(' ')[0] ?? member.name,
        aliases: [member.name],
      })),
      { minScore: 1 },
    ),
  );

  /** The team member the question names. */
  readonly person = once(async () => {
    const match = await this.personMatch();
    return match ? resolvePerson(this.turn.scope, match.value.user_id) : undefined;
  });

  /** The time the question speaks of, in the venue's time zone. */
  readonly time = once(async (): Promise<TimeRange | undefined> =>
    parseTimeRange(
      timeWordsInEnglish(this.words, this.book.timeWords ?? []),
      this.turn.scope.ctx.now(),
      (await this.turn.scope.venue()).timezone,
    ),
  );
}
