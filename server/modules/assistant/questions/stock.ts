import Decimal from 'decimal.js';
import {
  belowPar,
  belowParIn,
  categoryValue,
  changeCount,
  demo,
  itemFacts,
  qty,
  type Row,
  stockValue,
  usd,
  vendorPrices,
} from './demo.ts';

/** Questions about the stock: items, below par, stock value, the change log. */
export const stockQuestions: Row[] = [
  // One item: stock, par, preferred vendor price.
  { question: 'how many limes do we have', tool: 'get_item', must: itemFacts('Limes') },
  {
    question: 'how much buffalo trace is left',
    tool: 'get_item',
    must: itemFacts('Buffalo Trace Bourbon'),
  },
  { question: 'bufalo trace stock', tool: 'get_item', must: itemFacts('Buffalo Trace Bourbon') },
  {
    question: 'whats the par on aperol',
    tool: 'get_item',
    must: () => ['Aperol', `par`, qty(demo.facts.item('Aperol').par_level)],
  },
  { question: 'tanquerey', tool: 'get_item', must: itemFacts('Tanqueray London Dry Gin') },
  { question: 'do we have any hendricks', tool: 'get_item', must: itemFacts("Hendrick's Gin") },
  {
    question: 'how many cans of modelo left',
    tool: 'get_item',
    must: itemFacts('Modelo Especial'),
  },
  {
    question: 'fever tree tonic left?',
    tool: 'get_item',
    must: itemFacts('Fever-Tree Indian Tonic Water'),
  },
  {
    question: 'is campari below par',
    tool: 'get_item',
    must: () => {
      const item = demo.facts.item('Campari');
      return ['Campari', item.below_par ? 'below its par' : 'not below par'];
    },
  },
  {
    question: 'price of grey goose',
    tool: 'vendor_prices',
    must: () => [
      'Grey Goose Vodka',
      'Copperline Spirits Distribution',
      ...vendorPrices('Grey Goose Vodka')(),
    ],
  },
  {
    question: 'cost per bottle of cointreau',
    tool: 'get_item',
    must: () => ['Cointreau', usd(demo.facts.item('Cointreau').cost_per_unit ?? 0)],
  },
  { question: 'how many eggs do we have', tool: 'get_item', must: itemFacts('Free-range eggs') },
  { question: 'mint', tool: 'get_item', must: itemFacts('Fresh mint') },
  { question: 'glenfidich 12', tool: 'get_item', must: itemFacts('Glenfiddich 12 Year') },
  // Below par.
  { question: "what's below par", tool: 'items_below_par', must: belowPar },
  { question: 'what are we low on', tool: 'items_below_par', must: belowPar },
  { question: 'anything running low', tool: 'items_below_par', must: belowPar },
  { question: 'what do we need to reorder', tool: 'items_below_par', must: belowPar },
  { question: 'whats under par in gin', tool: 'items_below_par', must: belowParIn('Gin') },
  { question: 'low stock whiskey', tool: 'items_below_par', must: belowParIn('Whisk(e)y') },
  { question: 'wat r we short on', tool: 'items_below_par', must: belowPar },
  // Stock value.
  { question: 'what is our stock worth', tool: 'stock_value_by_category', must: stockValue },
  { question: 'stock value by category', tool: 'stock_value_by_category', must: stockValue },
  {
    question: 'how much is the inventory worth',
    tool: 'stock_value_by_category',
    must: stockValue,
  },
  {
    question: 'value of the wine',
    tool: 'stock_value_by_category',
    must: categoryValue('Wine & Vermouth'),
  },
  { question: 'whats the gin worth', tool: 'stock_value_by_category', must: categoryValue('Gin') },
  // The change log, in the venue's time zone.
  {
    question: 'what changed today',
    tool: 'changelog',
    must: changeCount('from=2026-11-20&to=2026-11-20', 'today'),
  },
  {
    question: 'who counted yesterday',
    tool: 'changelog',
    must: changeCount('reason=count&from=2026-11-19&to=2026-11-19', 'yesterday'),
  },
  {
    question: 'what did priya do this week',
    tool: 'changelog',
    must: async () => [
      ...(await changeCount(
        `user_id=${demo.staff.id}&from=2026-11-16&to=2026-11-20`,
        'by Priya Shah',
      )()),
    ],
  },
  {
    question: 'waste this week',
    tool: 'changelog',
    must: changeCount('reason=waste&from=2026-11-16&to=2026-11-20', 'this week'),
  },
  {
    question: 'how many limes did we waste this week',
    tool: 'changelog',
    must: async () => {
      const limes = demo.facts.item('Limes');
      const rows = await demo.facts.changes(
        `item_id=${limes.id}&reason=waste&from=2026-11-16&to=2026-11-20`,
      );
      if (rows.length === 0) return ['No waste stock changes of Limes'];
      const total = rows.reduce((sum, row) => sum.plus(row.delta), new Decimal(0)).abs();
      return ['Limes', `${total.toString()} each wasted`];
    },
  },
  {
    question: 'what happened last night',
    tool: 'changelog',
    must: changeCount('from=2026-11-19T22:00:00.000Z&to=2026-11-20T12:00:00.000Z', 'last night'),
  },
  {
    question: "show me marco's changes",
    tool: 'changelog',
    must: async () => changeCount(`user_id=${demo.manager.id}`, 'by Marco Reyes')(),
  },
  {
    question: 'deliveries received yesterday',
    tool: 'changelog',
    must: changeCount('reason=receive&from=2026-11-19&to=2026-11-19', 'yesterday'),
  },
  {
    question: 'changelog for aperol',
    tool: 'changelog',
    must: async () => changeCount(`item_id=${demo.facts.item('Aperol').id}`, 'of Aperol')(),
  },
  {
    question: 'who wasted stuff on wednesday',
    tool: 'changelog',
    must: changeCount('reason=waste&from=2026-11-18&to=2026-11-18', 'Wednesday'),
  },
  {
    question: 'counts since monday',
    tool: 'changelog',
    must: changeCount('reason=count&from=2026-11-16&to=2026-11-20', 'since Monday'),
  },
];
