import type { Item } from '#contract/inventory.ts';
import type { MenuItem } from '#contract/menu.ts';
import type { Recipe } from '#contract/recipes.ts';
import type { Vendor } from '#contract/vendors.ts';
import {
  answerDelivery,
  answerDraftOrder,
  answerOpenOrders,
  answerPriceChanges,
  answerVendorPrices,
  answerVendors,
  answerWhatToOrder,
} from '../builtin/answers-buying.ts';
import { answerChangelog, type ChangelogQuestion } from '../builtin/answers-changelog.ts';
import { answerMenu, answerRecipeCost } from '../builtin/answers-cooking.ts';
import {
  answerMenuEngineering,
  type MenuEngineeringQuestion,
} from '../builtin/answers-menu-engineering.ts';
import {
  answerBelowPar,
  answerItem,
  answerParLevel,
  answerSearch,
  answerStockValue,
} from '../builtin/answers-stock.ts';
import { answerItemUsage, answerVariance, answerWaste } from '../builtin/answers-reports.ts';
import type { Reading } from '../builtin/reading.ts';
import type { TimeRange } from '../dates.ts';
import type { Turn } from '../turn.ts';
import type { IntentId, IntentPhrases } from './phrasebook.ts';

/**
 * The kinds of question the built-in assistant answers, tried in this order: the first whose
 * rule takes the question answers it. A rule reads the question through its language's
 * phrasings of the intent (en.ts, …) and what the question names (reading.ts); its answer
 * calls one tool and words the result. The order matters: "draft an order" names an order
 * before it names a vendor; a price rise is asked with price words.
 */
interface Intent<Id extends IntentId = IntentId, Args = unknown> {
  id: Id;
  /** What the answer needs when the intent takes the question; undefined leaves it to the next. */
  match(question: Reading, phrases: IntentPhrases[Id]): Promise<Args | undefined>;
  answer(turn: Turn, args: Args): Promise<void>;
}

const intent = <Id extends IntentId, Args>(definition: Intent<Id, Args>) =>
  definition as unknown as Intent;

const score = (match: { score: number } | undefined) => match?.score;

export const INTENTS: readonly Intent[] = [
  intent({
    id: 'par_level',
    async match(q, p) {
      if (q.number === undefined || !q.has(p.par) || !q.has(p.change)) return undefined;
      const item = await q.item();
      return item ? { item: item.value, par: q.number } : undefined;
    },
    answer: (turn, { item, par }) => answerParLevel(turn, item, par),
  }),
  intent({
    id: 'price_changes',
    async match(q, p) {
      if (!((q.has(p.price) || q.has(p.dearer)) && q.has(p.change))) return undefined;
      return { item: (await q.item())?.value };
    },
    answer: (turn, { item }: { item: Item | undefined }) => answerPriceChanges(turn, item),
  }),
  intent({
    id: 'deliveries',
    async match(q, p) {
      if (!q.has(p.delivery) || !q.has(p.complete)) return undefined;
      return { vendor: (await q.vendor())?.value };
    },
    answer: (turn, { vendor }: { vendor: Vendor | undefined }) => answerDelivery(turn, vendor),
  }),
  intent({
    id: 'draft_order',
    async match(q, p) {
      if (q.has(p.open)) return undefined;
      if (q.has(p.draft) && q.has(p.order)) return { vendor: (await q.vendor())?.value };
      if (!q.has(p.orderFrom) || q.has(p.notOrderFrom)) return undefined;
      const vendor = await q.vendor();
      return vendor ? { vendor: vendor.value } : undefined;
    },
    answer: (turn, { vendor }: { vendor: Vendor | undefined }) =>
      vendor ? answerDraftOrder(turn, vendor) : answerWhatToOrder(turn),
  }),
  intent({
    id: 'open_orders',
    async match(q, p) {
      if (!q.has(p.open) || q.has(p.not)) return undefined;
      return { vendor: (await q.vendor())?.value };
    },
    answer: (turn, { vendor }: { vendor: Vendor | undefined }) => answerOpenOrders(turn, vendor),
  }),
  intent({
    id: 'variance',
    async match(q, p) {
      return q.has(p.variance) ? {} : undefined;
    },
    answer: (turn) => answerVariance(turn),
  }),
  intent({
    id: 'waste_value',
    async match(q, p) {
      if (!q.has(p.waste) || !q.has(p.money)) return undefined;
      return { item: (await q.item())?.value.id, time: await q.time() };
    },
    answer: (turn, { item, time }: { item: string | undefined; time: TimeRange | undefined }) =>
      answerWaste(turn, item, time),
  }),
  intent({
    id: 'item_usage',
    async match(q, p) {
      if (!q.has(p.usage)) return undefined;
      const item = await q.item();
      return item ? { item: item.value.id, time: await q.time() } : undefined;
    },
    answer: (turn, { item, time }: { item: string; time: TimeRange | undefined }) =>
      answerItemUsage(turn, item, time),
  }),
  intent({
    id: 'menu_engineering',
    async match(q, p) {
      const kind = p.classes.find(([, phrases]) => q.has(phrases))?.[0];
      const asksMatrix = q.has(p.engineering);
      if (!kind && !asksMatrix) return undefined;
      // "how many star anise": a class word that is part of an item's name asks for the item.
      if (!asksMatrix && (await q.item())?.score === 1) return undefined;
      const question: MenuEngineeringQuestion = {
        class: kind,
        category: await q.menuCategory(),
        time: await q.time(),
      };
      return question;
    },
    answer: (turn, question: MenuEngineeringQuestion) => answerMenuEngineering(turn, question),
  }),
  intent({
    id: 'menu_margins',
    async match(q, p) {
      if (!q.has(p.menu)) return undefined;
      if (q.has(p.best)) return { best: true, category: await q.menuCategory() };
      const menuItem = await q.menuItem();
      const category = await q.menuCategory();
      // "food cost for happy hour" names the category, not the "Happy Hour Daiquiri".
      if (menuItem && (menuItem.score === 1 || (!category && !(await q.item())))) {
        return { item: menuItem.value.id };
      }
      return category ? { category } : {};
    },
    answer: (turn, args: { item?: string; category?: string; best?: boolean }) =>
      answerMenu(turn, args),
  }),
  intent({
    id: 'vendor_prices',
    async match(q, p) {
      const asksPrice = q.has(p.price);
      if (asksPrice) {
        const vendor = await q.vendor();
        const item = vendor ? await q.item() : undefined;
        if (vendor && item) return { vendor: vendor.value.id, item: item.value.id };
      }
      if (asksPrice || q.has(p.catalogue)) {
        const vendor = await q.vendor();
        if (vendor) return { vendor: vendor.value.id };
      }
      if (!q.has(p.sellers)) return undefined;
      const item = await q.item();
      return item ? { item: item.value.id } : undefined;
    },
    answer: (turn, args: { vendor?: string; item?: string }) => answerVendorPrices(turn, args),
  }),
  intent({
    id: 'recipe_cost',
    async match(q, p) {
      if (!(q.has(p.recipe) || q.has(p.price))) return undefined;
      const recipe = await q.recipe();
      if (!recipe) return undefined;
      const item = await q.item();
      return !item || recipe.score >= item.score ? { recipe: recipe.value } : undefined;
    },
    answer: (turn, { recipe }: { recipe: Recipe }) => answerRecipeCost(turn, recipe),
  }),
  intent({
    id: 'vendors',
    async match(q, p) {
      const vendor = await q.vendor();
      if (q.has(p.vendor) || (vendor && !(await q.item()))) return { vendor: vendor?.value };
      return undefined;
    },
    answer: (turn, { vendor }: { vendor: Vendor | undefined }) => answerVendors(turn, vendor),
  }),
  intent({
    id: 'stock_value',
    async match(q, p) {
      if (!q.has(p.value) || score(await q.item()) === 1) return undefined;
      return { category: await q.category() };
    },
    answer: (turn, { category }: { category: string | undefined }) =>
      answerStockValue(turn, category),
  }),
  intent({
    id: 'changelog',
    async match(q, p) {
      const reason = q.reason(p.reasons);
      const asksLog =
        q.has(p.log) ||
        reason !== undefined ||
        (!(await q.item()) && (await q.person()) !== undefined) ||
        (!q.has(p.notLog) && (await q.time()) !== undefined);
      if (!asksLog) return undefined;
      if (!(reason || (await q.person()) || (await q.time()) || q.has(p.log))) return undefined;
      const question: ChangelogQuestion = {
        item: (await q.item())?.value,
        person: await q.person(),
        time: await q.time(),
        reason,
      };
      return question;
    },
    answer: (turn, question: ChangelogQuestion) => answerChangelog(turn, question),
  }),
  intent({
    id: 'item',
    async match(q, p) {
      const item = await q.item();
      if (!item) return undefined;
      return item.score === 1 || q.has(p.item) || !(await q.category())
        ? { item: item.value }
        : undefined;
    },
    answer: (turn, { item }: { item: Item }) => answerItem(turn, item),
  }),
  intent({
    id: 'below_par',
    async match(q, p) {
      return q.has(p.below) ? { category: await q.category() } : undefined;
    },
    answer: (turn, { category }: { category: string | undefined }) =>
      answerBelowPar(turn, category),
  }),
  intent({
    id: 'search',
    async match(q, p) {
      const category = await q.category();
      if (!(q.has(p.search) || category || q.has(p.item))) return undefined;
      const term = category ?? q.searchTerm();
      return term === '' ? undefined : { term };
    },
    answer: (turn, { term }: { term: string }) => answerSearch(turn, term),
  }),
  intent({
    id: 'named',
    async match(q) {
      const recipe = await q.recipe();
      if (recipe) return { recipe: recipe.value };
      const menuItem = await q.menuItem();
      return menuItem ? { menuItem: menuItem.value } : undefined;
    },
    answer: (turn, named: { recipe: Recipe } | { menuItem: MenuItem }) =>
      'recipe' in named
        ? answerRecipeCost(turn, named.recipe)
        : answerMenu(turn, { item: named.menuItem.id }),
  }),
];
