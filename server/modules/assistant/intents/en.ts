import { type Phrasebook, phrases } from './phrasebook.ts';

/** The built-in assistant's English: the phrasings of each intent (intents.ts). */

const OPEN_ORDER = phrases(`
  open order, open orders, pending, outstanding, on order, not received, waiting on, waiting for,
  expecting, arriving, unreceived, order status, orders sent, sent orders, in transit, coming in,
  due in, open list, open lists, draft order, draft orders, orders, waiting to be received,
  to be received, not yet received, still waiting, awaiting
`);
const DRAFT = phrases(`
  draft, make an order, make a order, build, prepare, create, start an order, generate,
  put together, write up, what should i order, what should we order, what do i need to order,
  what do we need to order, what to order, place an order, order for, order from, reorder from,
  suggest an order, new order
`);
const PRICE_CHANGE = phrases(`
  went up, gone up, go up, going up, rose, risen, rise, rising, increase, increased, increases,
  hike, hikes, higher, more expensive, jump, jumped, price change, price changes, changed price,
  price history, prices changed, creep, dearer, price up, prices up, up at, changed, change,
  changes
`);
const PRICE = phrases(`
  price, prices, priced, pricing, cost, costs, charge, catalogue, catalog, sell, sells, cheapest,
  cheaper, cheap
`);
const VENDOR = phrases(`
  vendor, vendors, supplier, suppliers, distributor, distributors, rep, reps, contact, phone,
  email, number for, who do we buy, lead time, minimum order, who sells, buy from,
  where do we buy, where to buy
`);
const MENU = phrases(`
  margin, margins, food cost, pour cost, profit, profitable, gp, gross profit, markup, menu,
  cost percent, cost percentage, beverage cost, bev cost, sell for, selling price, sells for,
  money on, earn, most money, most profitable
`);
const RECIPE = phrases(`
  recipe, recipes, cost to make, to make, costs, cost, how much is a, how much does, batch,
  ingredients, spec
`);
const VALUE = phrases(`
  worth, value, valuation, how much money, dollars, total value, stock value, inventory value,
  money tied, tied up, cost of stock, on the shelf worth, valued
`);
const CHANGELOG = phrases(`
  change, changed, changes, changelog, change log, log, history, activity, happened, updated,
  updates, update, who, touched, moved, edited, last count, last counted, when was
`);
const BELOW_PAR = phrases(`
  below par, under par, low, running low, run out, running out, out of, short, need to order,
  need to reorder, reorder, restock, empty, need, below, under, par, low stock, order
`);
const ITEM = phrases(`
  how many, how much, left, on hand, have, got, stock, par, level, count, cost, price,
  who supplies, vendor
`);
const SEARCH = phrases(`
  find, search, look up, lookup, do we have, do we carry, do we stock, any, list
`);

const REASONS = [
  [
    'waste',
    phrases('waste, wasted, spill, spilled, spilt, broke, broken, dumped, binned, tossed, comped'),
  ],
  ['receive', phrases('received, receive, delivered, delivery, deliveries, came in, booked in')],
  ['count', phrases('counted, count, counts, stocktake, stock take')],
  ['adjust', phrases('adjusted, adjust, adjustment, adjustments, corrected')],
  ['undo', phrases('undo, undone, undid')],
] as const;

/** English phrasings. */
export const en: Phrasebook = {
  askingWords: phrases(`
    what, whats, how, many, much, have, got, left, do, does, did, we, i, us, our, is, are, was,
    were, there, any, the, a, an, show, me, tell, give, list, find, search, look, up, for, of, in,
    on, stock, item, items, please, pls, can, you, which, where, carry, it
  `),
  categoryAliases: [{ holds: 'whisk', aliases: ['whiskey', 'whisky', 'bourbon', 'rye', 'scotch'] }],
  intents: {
    par_level: {
      par: ['par', 'par level'],
      change: phrases(`
        set, change, raise, lower, increase, decrease, make, bump, update, put, move, drop,
        should be
      `),
    },
    price_changes: { price: PRICE, dearer: ['expensive', 'dearer'], change: PRICE_CHANGE },
    draft_order: {
      draft: DRAFT,
      order: ['order', 'orders', 'po', 'list', 'reorder'],
      open: phrases(`
        open, pending, outstanding, status, arriving, expecting, waiting, sent, received, due,
        transit, on order, anything on order
      `),
      orderFrom: ['order', 'reorder'],
      notOrderFrom: ['orders', 'minimum order'],
    },
    deliveries: {
      delivery: phrases(`
        delivery, deliveries, order arrive, order come, shipment, drop, came in, come in, arrive,
        arrived
      `),
      complete: phrases(`
        complete, completely, in full, full, short, shorted, everything, all of it, all there,
        as ordered, what we ordered, missing anything, anything missing
      `),
    },
    open_orders: { open: OPEN_ORDER, not: ['minimum order'] },
    variance: {
      variance: phrases(`
        losing money, lose money, lost money, losing stock, variance, variances, shrinkage,
        shrink, unaccounted, unexplained, went missing, go missing, going missing, missing stock,
        stolen, theft, leaking, leak, where did the stock go, overpour, over pour, over pouring
      `),
    },
    item_usage: {
      usage: phrases(`
        go through, went through, gone through, going through, get through, got through, use,
        used, usage, using, consume, consumed, consumption, burn through, burned through,
        poured, pour through, how fast
      `),
    },
    waste_value: {
      waste: phrases('waste, wasted, wastage, spills, spilled, spilt, breakage, comps, comped'),
      money: phrases('cost us, cost, costs, money, worth, value, how much was, dollars, spend'),
    },
    menu_engineering: {
      engineering: phrases(`
        menu engineering, engineer the menu, engineering, menu matrix, menu mix, kasavana,
        stars and dogs, dogs and stars, what sells and what earns, menu classes
      `),
      classes: [
        [
          'dog',
          phrases(`
            dog, dogs, take off the menu, take it off the menu, take them off the menu,
            off the menu, drop from the menu, cut from the menu, remove from the menu,
            should we cut, should we drop, worst sellers, worst performers, losers
          `),
        ],
        [
          'puzzle',
          phrases(`
            puzzle, puzzles, earn well but, earns well but, earn a lot but, earns a lot but,
            doesnt sell, dont sell, does not sell, do not sell, not selling, sell little,
            sells little, high margin but
          `),
        ],
        [
          'plowhorse',
          phrases(`
            plowhorse, plowhorses, plow horse, plough horse, ploughhorse, workhorse, workhorses,
            sell well but, sells well but, sell a lot but, sells a lot but, earn little,
            earns little, make little, makes little, popular but
          `),
        ],
        [
          'star',
          phrases(`
            star, stars, best sellers, bestsellers, best performers, winners, sell well and earn
            well, sells well and earns well
          `),
        ],
      ],
    },
    menu_margins: {
      menu: MENU,
      best: phrases(`
        most money, the most, most profitable, best margin, best margins, highest margin,
        top earner, top earners, earns the most, makes the most
      `),
    },
    vendor_prices: {
      price: PRICE,
      catalogue: ['catalogue', 'catalog', 'carry', 'sell', 'list'],
      sellers: phrases(`
        who sells, which vendor, what vendor, vendors, suppliers, supplier, cheapest, cheaper,
        where to buy, where do we buy, buy from, prices, who supplies, supplied by, carry,
        carries, stocks it
      `),
    },
    recipe_cost: { recipe: RECIPE, price: PRICE },
    vendors: { vendor: VENDOR },
    stock_value: { value: VALUE },
    changelog: { log: CHANGELOG, notLog: BELOW_PAR, reasons: REASONS },
    item: { item: ITEM },
    below_par: { below: BELOW_PAR },
    search: { search: SEARCH, item: ITEM },
    named: {},
  },
};
