import {
  belowParIn,
  changeCount,
  demo,
  foodCost,
  itemFacts,
  menuItem,
  NO_FIGURES,
  recipeCost,
  type Row,
  usd,
  vendorContact,
  vendorPrices,
} from './demo.ts';

/** Questions about buying and cooking: vendors, prices, orders, recipes, menu; and others. */
export const buyingQuestions: Row[] = [
  // Vendors.
  {
    question: 'who are our vendors',
    tool: 'vendors',
    must: () => [
      `${demo.facts.vendors.length} vendors`,
      ...demo.facts.vendors.map((vendor) => vendor.name),
    ],
  },
  {
    question: 'list suppliers',
    tool: 'vendors',
    must: () => demo.facts.vendors.map((vendor) => vendor.name),
  },
  {
    question: 'whats the phone number for harbor',
    tool: 'vendors',
    must: vendorContact('Harbor', 'phone'),
  },
  {
    question: 'copperline contact',
    tool: 'vendors',
    must: vendorContact('Copperline', 'contact_name'),
  },
  {
    question: 'lead time lakeshore',
    tool: 'vendors',
    must: () => [
      demo.facts.vendor('Lakeshore').name,
      `Lead time ${demo.facts.vendor('Lakeshore').lead_time_days} days`,
    ],
  },
  // Vendor prices.
  {
    question: 'greenmarket prices',
    tool: 'vendor_prices',
    must: () => {
      const vendor = demo.facts.vendor('Greenmarket');
      return [vendor.name, `${demo.facts.vendorItems.get(vendor.id)?.length ?? 0} lines`];
    },
  },
  { question: 'who sells limes cheapest', tool: 'vendor_prices', must: vendorPrices('Limes') },
  { question: 'which vendors carry aperol', tool: 'vendor_prices', must: vendorPrices('Aperol') },
  {
    question: 'what does copperline charge for campari',
    tool: 'vendor_prices',
    must: () => {
      const item = demo.facts.item('Campari');
      const vendor = demo.facts.vendor('Copperline');
      const line = demo.facts.vendorItems
        .get(vendor.id)
        ?.find((each) => each.inventory_item_id === item.id);
      return [usd(line?.price ?? 0)];
    },
  },
  // Price changes.
  {
    question: 'which prices went up',
    tool: 'price_changes',
    must: () =>
      demo.facts.increases.length === 0
        ? ['No price rose']
        : [
            `${demo.facts.increases.length} price`,
            ...demo.facts.increases.slice(0, 3).map((each) => each.item_name),
          ],
  },
  {
    question: 'any price increases lately',
    tool: 'price_changes',
    must: () =>
      demo.facts.increases.length === 0
        ? ['No price rose']
        : [`${demo.facts.increases.length} price`],
  },
  { question: 'price history of campari', tool: 'price_changes', must: () => ['Campari'] },
  { question: 'has the price of limes changed', tool: 'price_changes', must: () => ['Limes'] },
  // Open orders.
  {
    question: 'open orders',
    tool: 'open_orders',
    must: () =>
      demo.facts.openLists.length === 0
        ? ['No open orders']
        : [`${demo.facts.openLists.length} open order`],
  },
  {
    question: 'what orders are pending',
    tool: 'open_orders',
    must: () =>
      demo.facts.openLists.length === 0
        ? ['No open orders']
        : [`${demo.facts.openLists.length} open order`],
  },
  {
    question: 'anything on order from copperline',
    tool: 'open_orders',
    must: () => {
      const vendor = demo.facts.vendor('Copperline');
      const open = demo.facts.openLists.filter((list) => list.vendor_id === vendor.id);
      return open.length === 0
        ? ['No open orders with']
        : [`${open.length} open order`, vendor.name];
    },
  },
  {
    question: 'whats still waiting to be received',
    tool: 'open_orders',
    must: () => ['open order'],
  },
  // Recipe costs.
  {
    question: 'how much does a negroni cost to make',
    tool: 'recipe_cost',
    must: recipeCost('Negroni'),
  },
  {
    question: 'cost of the old fashioned recipe',
    tool: 'recipe_cost',
    must: recipeCost('Old Fashioned'),
  },
  { question: 'margarita recipe cost', tool: 'recipe_cost', must: recipeCost('Margarita') },
  { question: 'simple syrup cost', tool: 'recipe_cost', must: recipeCost('Simple Syrup') },
  { question: 'what does a daquiri cost us', tool: 'recipe_cost', must: recipeCost('Daiquiri') },
  // Menu margins and food cost.
  { question: "what's our food cost", tool: 'menu_margins', must: foodCost() },
  { question: 'margin on the negroni', tool: 'menu_margins', must: menuItem('Negroni') },
  { question: 'which cocktails have the worst margins', tool: 'menu_margins', must: foodCost() },
  { question: 'food cost % for happy hour', tool: 'menu_margins', must: foodCost('Happy Hour') },
  {
    question: 'how much profit on an espresso martini',
    tool: 'menu_margins',
    must: menuItem('Espresso Martini'),
  },
  // Draft orders (proposals).
  {
    question: 'draft an order for copperline',
    tool: 'draft_order',
    must: () => ['Copperline Spirits Distribution'],
  },
  {
    question: 'make an order for greenmarket',
    tool: 'draft_order',
    must: () => ['Greenmarket Produce'],
  },
  {
    question: 'what should i order from lakeshore',
    tool: 'draft_order',
    must: () => ['Lakeshore Beverage Co.'],
  },
  { question: 'order from harbor', tool: 'draft_order', must: () => ['Harbor Wine Merchants'] },
  // A par level change (a proposal; staff may not).
  {
    question: 'set par for limes to 200',
    tool: 'propose_par_level',
    must: () => ['Limes', 'par level to 200'],
  },
  {
    question: 'set par for limes to 200',
    tool: 'propose_par_level',
    must: () => ['Only a manager or owner'],
    as: () => demo.staff,
  },
  // More phrasings.
  {
    question: "how much tito's do we have",
    tool: 'get_item',
    must: itemFacts("Tito's Handmade Vodka"),
  },
  { question: 'espolon left', tool: 'get_item', must: itemFacts('Espolòn Blanco Tequila') },
  { question: 'monkey 47', tool: 'get_item', must: itemFacts('Monkey 47') },
  { question: 'stock of patron', tool: 'get_item', must: itemFacts('Patrón Silver Tequila') },
  {
    question: 'how many kegs',
    tool: 'search_items',
    must: () => ['3 items match', 'Revolution Anti-Hero IPA (sixtel)'],
  },
  { question: 'what wine is low', tool: 'items_below_par', must: belowParIn('Wine & Vermouth') },
  {
    question: 'cheapest tonic',
    tool: 'vendor_prices',
    must: vendorPrices('Fever-Tree Indian Tonic Water'),
  },
  {
    question: 'who counted the aperol last',
    tool: 'changelog',
    must: async () =>
      changeCount(`item_id=${demo.facts.item('Aperol').id}&reason=count`, 'of Aperol')(),
  },
  {
    question: 'prices up at copperline',
    tool: 'price_changes',
    must: () =>
      demo.facts.increases.length === 0
        ? ['No price rose']
        : [`${demo.facts.increases.length} price`],
  },
  { question: 'cost of a gin and tonic', tool: 'recipe_cost', must: recipeCost('Gin & Tonic') },
  { question: 'margin on mojito', tool: 'menu_margins', must: menuItem('Mojito') },
  {
    question: 'raise par on aperol to 8',
    tool: 'propose_par_level',
    must: () => ['Aperol', 'par level to 8'],
  },
  // What it cannot answer.
  {
    question: "what's the weather tomorrow",
    tool: null,
    must: () => ['I can answer'],
    mustNot: NO_FIGURES,
  },
  { question: 'tell me a joke', tool: null, must: () => ['I can answer'], mustNot: NO_FIGURES },
];
