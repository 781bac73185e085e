// The demo cocktail bar: a mid-sized Chicago venue with a classic cocktail list. Prices are
// plausible US wholesale (USD); bottles are 750 ml unless noted, well spirits come in litres.

import type { Role } from '#contract/roles.ts';

export const DEMO_OWNER_EMAIL = 'demo@barback.test';
export const DEMO_PASSWORD = 'barback-demo';

export const demoVenue = {
  name: 'The Copper Still',
  currency: 'USD',
  timezone: 'America/Chicago',
  address: '1418 W Fulton Market, Chicago, IL 60607',
};

export const demoUsers: { email: string; name: string; role: Role }[] = [
  { email: DEMO_OWNER_EMAIL, name: 'Dana Whitaker', role: 'owner' },
  { email: 'manager@barback.test', name: 'Marco Reyes', role: 'manager' },
  { email: 'staff@barback.test', name: 'Priya Shah', role: 'staff' },
];

export type VendorKey = 'copperline' | 'harbor' | 'lakeshore' | 'greenmarket';

export interface DemoVendor {
  name: string;
  /** Prefix of the vendor's own SKUs. */
  skuPrefix: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  notes: string;
  leadTimeDays: number;
  minimumOrder: string;
  /** ISO weekdays it delivers (1 = Monday … 7 = Sunday), ascending. */
  deliveryDays: number[];
}

export const demoVendors: Record<VendorKey, DemoVendor> = {
  copperline: {
    name: 'Copperline Spirits Distribution',
    skuPrefix: 'CSD',
    contactName: 'Ray Kowalski',
    email: 'orders@copperline-spirits.example',
    phone: '+1 312 555 0142',
    address: '2200 S Halsted St, Chicago, IL 60608',
    website: 'https://copperline-spirits.example',
    notes:
      'Single bottles or cases (case price on the wells). Order by 2 pm for delivery in two days.',
    leadTimeDays: 2,
    minimumOrder: '250',
    deliveryDays: [1, 2, 3, 4, 5],
  },
  harbor: {
    name: 'Harbor Wine Merchants',
    skuPrefix: 'HWM',
    contactName: 'Sofia Lindqvist',
    email: 'sofia@harborwine.example',
    phone: '+1 312 555 0178',
    address: '901 N Branch St, Chicago, IL 60642',
    website: 'https://harborwine.example',
    notes: 'Mixed cases welcome. Tastings on Tuesdays.',
    leadTimeDays: 3,
    minimumOrder: '300',
    deliveryDays: [2, 5],
  },
  lakeshore: {
    name: 'Lakeshore Beverage Co.',
    skuPrefix: 'LSB',
    contactName: 'Terrence Bailey',
    email: 'dispatch@lakeshorebev.example',
    phone: '+1 773 555 0119',
    address: '4650 W Ann Lurie Pl, Chicago, IL 60632',
    website: 'https://lakeshorebev.example',
    notes: 'Kegs collected on delivery. Deliveries Monday and Thursday.',
    leadTimeDays: 2,
    minimumOrder: '150',
    deliveryDays: [1, 4],
  },
  greenmarket: {
    name: 'Greenmarket Produce',
    skuPrefix: 'GMP',
    contactName: 'Alma Ortiz',
    email: 'alma@greenmarketproduce.example',
    phone: '+1 312 555 0163',
    address: '2404 S Wolcott Ave, Chicago, IL 60608',
    website: 'https://greenmarketproduce.example',
    notes: 'Daily delivery before 11 am except Sunday.',
    leadTimeDays: 1,
    minimumOrder: '75',
    deliveryDays: [1, 2, 3, 4, 5, 6],
  },
};

/**
 * Prices that rose in the weeks before the demo's day, so the dashboard has rises to show: the
 * preferred line of `item` cost `oldPrice` a pack before; it costs cost × pack now.
 */
export const demoPriceRises: {
  item: string;
  oldPrice: string;
  daysAgo: number;
  source: 'catalog' | 'manual';
}[] = [
  // Copperline's spring price list: Aperol's case of six from $132.00 to $144.00 (+9 %).
  { item: 'Aperol', oldPrice: '132.00', daysAgo: 6, source: 'catalog' },
  // A poor harvest: Greenmarket's case of 150 limes from $37.50 to $42.00 (+12 %).
  { item: 'Limes', oldPrice: '37.50', daysAgo: 2, source: 'manual' },
];

export interface ItemDefaults {
  unit: string;
  /** Content of one unit (e.g. a 750 ml bottle), with `contentUnit`. */
  content?: number;
  contentUnit?: string;
  area: string;
  vendor: VendorKey;
  /** Units in one pack of the preferred vendor item. */
  pack: number;
}

/** A row: name, par level, cost per unit, and what differs from the category defaults. */
export type DemoItem = [name: string, par: number, cost: string, overrides?: Partial<ItemDefaults>];

export interface DemoCategory {
  name: string;
  /** Prefix of the venue's own SKUs. */
  sku: string;
  defaults: ItemDefaults;
  items: DemoItem[];
}

const bottle = { unit: 'bottle', content: 750, contentUnit: 'ml' } as const;
/** Well spirits: litre bottles, bought by the case of 12. */
const litre = { content: 1000, pack: 12 } as const;
/** A sixth-barrel keg (19.5 l), kept in the cellar. */
const sixtel = { unit: 'keg', content: 19.5, contentUnit: 'l', area: 'Cellar', pack: 1 } as const;
/** A small bottle of `ml`, counted whole. */
const single = (ml: number) => ({ unit: 'bottle', content: ml, contentUnit: 'ml' }) as const;
const fromTheBar = { area: 'Back bar', vendor: 'copperline', pack: 1 } as const;
const dryGoods = { unit: 'kg', content: undefined, vendor: 'greenmarket', pack: 1 } as const;
const produce = {
  unit: 'each',
  content: undefined,
  area: 'Walk-in',
  vendor: 'greenmarket',
} as const;

export const demoCategories: DemoCategory[] = [
  {
    name: 'Whisk(e)y',
    sku: 'WHI',
    defaults: { ...bottle, area: 'Back bar', vendor: 'copperline', pack: 1 },
    items: [
      ['Evan Williams Black Label Bourbon', 6, '16.50', litre],
      ['Buffalo Trace Bourbon', 4, '27.00', { pack: 6 }],
      ["Maker's Mark Bourbon", 3, '29.50'],
      ['Woodford Reserve Bourbon', 2, '36.00'],
      ['Wild Turkey 101 Bourbon', 3, '25.00'],
      ['Four Roses Single Barrel', 2, '42.00'],
      ['Rittenhouse Rye', 4, '27.50', { pack: 6 }],
      ['Sazerac Rye', 2, '29.00'],
      ["Michter's US*1 Rye", 2, '41.00'],
      ['Jameson Irish Whiskey', 4, '27.00', { pack: 6 }],
      ['Redbreast 12 Year', 1, '62.00'],
      ['Monkey Shoulder Blended Malt', 3, '30.00'],
      ['Johnnie Walker Black Label', 2, '34.00'],
      ['Laphroaig 10 Year', 1, '48.00'],
      ['Glenfiddich 12 Year', 2, '44.00'],
      ['Suntory Toki', 2, '30.00'],
    ],
  },
  {
    name: 'Gin',
    sku: 'GIN',
    defaults: { ...bottle, area: 'Back bar', vendor: 'copperline', pack: 1 },
    items: [
      ['Beefeater London Dry Gin', 6, '19.00', litre],
      ['Tanqueray London Dry Gin', 4, '24.00', { pack: 6 }],
      ['Bombay Sapphire', 3, '24.50'],
      ["Hendrick's Gin", 3, '33.00'],
      ['The Botanist', 2, '36.00'],
      ['Plymouth Gin', 2, '30.00'],
      ['Monkey 47', 1, '44.00', { content: 500 }],
      ['Sipsmith London Dry Gin', 2, '32.00'],
      ['Roku Gin', 2, '28.00'],
      ['Aviation American Gin', 2, '27.00'],
      ['Fords Gin', 3, '26.00'],
      ["Hayman's Old Tom Gin", 1, '28.50'],
    ],
  },
  {
    name: 'Rum',
    sku: 'RUM',
    defaults: { ...bottle, area: 'Back bar', vendor: 'copperline', pack: 1 },
    items: [
      ['Bacardí Superior', 6, '15.50', litre],
      ['Plantation 3 Stars White Rum', 4, '21.00', { pack: 6 }],
      ['Flor de Caña 4 Extra Seco', 3, '20.00'],
      ['Appleton Estate Signature', 3, '22.00'],
      ['Diplomático Reserva Exclusiva', 2, '33.00'],
      ['Plantation Original Dark', 3, '19.50'],
      ['Goslings Black Seal', 3, '21.00'],
      ['Smith & Cross Navy Strength', 2, '31.00'],
      ['Mount Gay Eclipse', 2, '23.00'],
      ['Wray & Nephew Overproof', 1, '26.00'],
      ['Rhum J.M Blanc 100 Proof', 1, '37.00', { content: 1000 }],
      ['Kraken Black Spiced Rum', 2, '20.00'],
    ],
  },
  {
    name: 'Agave',
    sku: 'AGA',
    defaults: { ...bottle, area: 'Back bar', vendor: 'copperline', pack: 1 },
    items: [
      ['Espolòn Blanco Tequila', 6, '22.00', litre],
      ['Cimarrón Blanco Tequila', 4, '21.00', { pack: 6 }],
      ['Altos Plata Tequila', 3, '22.50'],
      ['Casamigos Blanco Tequila', 2, '45.00'],
      ['Patrón Silver Tequila', 2, '41.00'],
      ['Fortaleza Reposado Tequila', 1, '62.00'],
      ['El Tesoro Reposado Tequila', 1, '48.00'],
      ['Del Maguey Vida Mezcal', 3, '34.00'],
      ['Montelobos Espadín Mezcal', 2, '36.00'],
      ['Siete Leguas Añejo Tequila', 1, '58.00'],
    ],
  },
  {
    name: 'Vodka & Liqueurs',
    sku: 'VOL',
    defaults: { ...bottle, area: 'Back bar', vendor: 'copperline', pack: 1 },
    items: [
      ["Tito's Handmade Vodka", 6, '22.00', litre],
      ['Ketel One Vodka', 3, '25.00'],
      ['Grey Goose Vodka', 2, '32.00'],
      ['Belvedere Vodka', 2, '33.00'],
      ['Absolut Citron', 2, '19.00'],
      ['Cointreau', 3, '36.00'],
      ['Campari', 4, '30.00', { content: 1000, pack: 6 }],
      ['Aperol', 5, '24.00', { content: 1000, pack: 6 }],
      ['Kahlúa Coffee Liqueur', 2, '21.00'],
      ['Mr Black Cold Brew Coffee Liqueur', 3, '33.00'],
      ['Luxardo Maraschino Liqueur', 2, '33.00'],
      ['St-Germain Elderflower Liqueur', 2, '34.00'],
      ['Green Chartreuse', 1, '62.00'],
      ['Bénédictine D.O.M.', 1, '35.00'],
      ['Disaronno Amaretto', 2, '26.00'],
      ['Fernet-Branca', 2, '31.00'],
      ['Amaro Montenegro', 2, '29.00'],
      ['Pierre Ferrand Dry Curaçao', 2, '28.00'],
      ['Rothman & Winter Crème de Violette', 1, '27.00'],
      ['Baileys Irish Cream', 2, '24.00', { content: 1000 }],
    ],
  },
  {
    name: 'Wine & Vermouth',
    sku: 'WIN',
    defaults: { ...bottle, area: 'Cellar', vendor: 'harbor', pack: 12 },
    items: [
      ['La Marca Prosecco DOC', 24, '11.50'],
      ['Veuve Clicquot Yellow Label Brut', 6, '48.00', { pack: 6 }],
      ['Kim Crawford Sauvignon Blanc', 12, '12.50'],
      ['Santa Margherita Pinot Grigio', 6, '15.00'],
      ['Sonoma-Cutrer Chardonnay', 6, '17.00'],
      ['Whispering Angel Rosé', 6, '17.50'],
      ['Catena Malbec', 12, '12.00'],
      ['Meiomi Pinot Noir', 6, '14.50'],
      ['Decoy Cabernet Sauvignon', 6, '17.00'],
      ['Marqués de Cáceres Rioja Crianza', 6, '13.00'],
      ['Dolin Dry Vermouth', 4, '14.50', { area: 'Walk-in', vendor: 'copperline', pack: 6 }],
      ['Dolin Blanc Vermouth', 2, '15.00', { area: 'Walk-in', vendor: 'copperline', pack: 1 }],
      [
        'Carpano Antica Formula',
        3,
        '33.00',
        { content: 1000, area: 'Walk-in', vendor: 'copperline', pack: 6 },
      ],
      ['Cocchi Vermouth di Torino', 3, '20.00', { area: 'Walk-in', vendor: 'copperline', pack: 1 }],
      ['Lillet Blanc', 2, '19.00', { area: 'Walk-in', vendor: 'copperline', pack: 1 }],
      ['Cocchi Americano', 2, '20.00', { area: 'Walk-in', vendor: 'copperline', pack: 1 }],
      ['Tio Pepe Fino Sherry', 2, '15.00', { area: 'Walk-in' }],
      ["Graham's Six Grapes Port", 2, '20.00'],
    ],
  },
  {
    name: 'Beer & Cider',
    sku: 'BEE',
    defaults: {
      unit: 'can',
      content: 355,
      contentUnit: 'ml',
      area: 'Walk-in',
      vendor: 'lakeshore',
      pack: 24,
    },
    items: [
      ['Half Acre Daisy Cutter Pale Ale (sixtel)', 2, '105.00', sixtel],
      ['Revolution Anti-Hero IPA (sixtel)', 2, '110.00', sixtel],
      ['Goose Island 312 Urban Wheat (sixtel)', 1, '92.00', sixtel],
      ['Modelo Especial', 48, '1.25'],
      ['Miller High Life', 48, '0.95', { unit: 'bottle' }],
      ['Guinness Draught', 24, '2.10', { content: 440 }],
      ['Stella Artois', 24, '1.40', { unit: 'bottle', content: 330 }],
      ['Allagash White', 24, '1.85', { unit: 'bottle' }],
      ['Athletic Run Wild IPA (non-alcoholic)', 24, '1.60'],
      ["Bell's Two Hearted IPA", 24, '1.75'],
      ['Virtue Michigan Brut Cider', 24, '1.80'],
      ['Aspall Dry Cider', 12, '2.90', { unit: 'bottle', content: 500, pack: 12 }],
    ],
  },
  {
    name: 'Mixers & Fresh',
    sku: 'MIX',
    defaults: { ...single(200), area: 'Dry store', vendor: 'lakeshore', pack: 24 },
    items: [
      ['Fever-Tree Indian Tonic Water', 48, '0.95'],
      ['Fever-Tree Ginger Beer', 48, '0.95'],
      ['Topo Chico Mineral Water', 48, '1.10', single(355)],
      ['Jarritos Grapefruit Soda', 24, '1.05', single(370)],
      ['Coca-Cola', 48, '0.55', { ...single(355), unit: 'can' }],
      ['Angostura Aromatic Bitters', 2, '23.00', { ...single(473), ...fromTheBar }],
      ['Angostura Orange Bitters', 2, '9.50', { ...single(118), ...fromTheBar }],
      ["Peychaud's Bitters", 1, '13.00', { ...single(296), ...fromTheBar }],
      [
        'Luxardo Maraschino Cherries',
        2,
        '21.00',
        { ...fromTheBar, unit: 'jar', content: 400, contentUnit: 'g' },
      ],
      ['Cane sugar', 10, '1.20', { ...dryGoods, pack: 10 }],
      ['Demerara sugar', 5, '2.80', { ...dryGoods, pack: 5 }],
      ['Clover honey', 2, '9.50', dryGoods],
      ['Kosher salt', 2, '3.50', dryGoods],
      ['Espresso beans', 3, '22.00', dryGoods],
      ['Limes', 150, '0.28', { ...produce, pack: 150 }],
      ['Lemons', 100, '0.35', { ...produce, pack: 100 }],
      ['Oranges', 40, '0.55', { ...produce, pack: 48 }],
      ['Ruby Red grapefruit', 12, '0.95', { ...produce, pack: 12 }],
      ['Free-range eggs', 30, '0.32', { ...produce, pack: 30 }],
      [
        'Fresh mint',
        10,
        '1.50',
        { ...produce, unit: 'bunch', content: 40, contentUnit: 'g', pack: 12 },
      ],
    ],
  },
];

/**
 * Catalogue lines that are not anyone's preferred source: a second vendor for an item already
 * bought elsewhere (dearer, by `markup`), or a line not yet matched to an inventory item.
 */
export const demoExtraVendorItems: {
  vendor: VendorKey;
  item?: string;
  name: string;
  packDescription: string;
  packSize: number;
  price?: string;
  markup?: string;
}[] = [
  {
    vendor: 'harbor',
    item: 'Campari',
    name: 'Campari 1 L',
    packDescription: '6 × 1 L',
    packSize: 6,
    markup: '1.06',
  },
  {
    vendor: 'harbor',
    item: 'Aperol',
    name: 'Aperol 1 L',
    packDescription: '6 × 1 L',
    packSize: 6,
    markup: '1.05',
  },
  {
    vendor: 'harbor',
    item: 'Dolin Dry Vermouth',
    name: 'Dolin Dry 750 ml',
    packDescription: '12 × 750 ml',
    packSize: 12,
    markup: '1.04',
  },
  {
    vendor: 'harbor',
    item: 'Lillet Blanc',
    name: 'Lillet Blanc 750 ml',
    packDescription: '6 × 750 ml',
    packSize: 6,
    markup: '1.08',
  },
  {
    vendor: 'copperline',
    item: 'La Marca Prosecco DOC',
    name: 'La Marca Prosecco 750 ml',
    packDescription: '12 × 750 ml',
    packSize: 12,
    markup: '1.07',
  },
  {
    vendor: 'greenmarket',
    item: 'Fever-Tree Indian Tonic Water',
    name: 'Fever-Tree Tonic 200 ml',
    packDescription: '4 × 6 × 200 ml',
    packSize: 24,
    markup: '1.12',
  },
  {
    vendor: 'greenmarket',
    item: 'Topo Chico Mineral Water',
    name: 'Topo Chico 355 ml glass',
    packDescription: '24 × 355 ml',
    packSize: 24,
    markup: '1.10',
  },
  {
    vendor: 'lakeshore',
    item: 'Limes',
    name: 'Limes, case (175 ct)',
    packDescription: 'case of 175',
    packSize: 175,
    markup: '1.15',
  },
  {
    vendor: 'harbor',
    name: "Sommelier's pick mixed case",
    packDescription: '6 × 750 ml',
    packSize: 6,
    price: '96.00',
  },
  {
    vendor: 'greenmarket',
    name: 'Edible flowers, punnet',
    packDescription: '1 punnet',
    packSize: 1,
    price: '8.50',
  },
];

/** An ingredient: an inventory item by name, or a house recipe by name (`recipe: true`). */
export type DemoIngredient = [name: string, quantity: string, unit: string, recipe?: true];

export interface DemoRecipe {
  name: string;
  category: string;
  description: string;
  yieldQuantity?: string;
  yieldUnit?: string;
  portions: string;
  instructions: string;
  ingredients: DemoIngredient[];
}

export const demoRecipes: DemoRecipe[] = [
  {
    name: 'Simple Syrup',
    category: 'House syrups',
    description: '1:1 cane sugar syrup.',
    yieldQuantity: '1.6',
    yieldUnit: 'l',
    portions: '1',
    instructions:
      'Dissolve the sugar in 1 l of hot water, cool, bottle and date. Keeps 2 weeks chilled.',
    ingredients: [['Cane sugar', '1000', 'g']],
  },
  {
    name: 'Rich Demerara Syrup',
    category: 'House syrups',
    description: '2:1 demerara syrup for stirred drinks.',
    yieldQuantity: '1.1',
    yieldUnit: 'l',
    portions: '1',
    instructions: 'Stir the sugar into 500 ml of hot water until clear. Cool, bottle and date.',
    ingredients: [['Demerara sugar', '1000', 'g']],
  },
  {
    name: 'Honey Syrup',
    category: 'House syrups',
    description: '3:1 honey syrup.',
    yieldQuantity: '0.65',
    yieldUnit: 'l',
    portions: '1',
    instructions: 'Loosen the honey with 170 ml of warm water. Keeps 1 week chilled.',
    ingredients: [['Clover honey', '500', 'g']],
  },
  {
    name: 'Old Fashioned',
    category: 'Stirred',
    description: 'Bourbon, demerara, aromatic bitters, orange peel.',
    portions: '1',
    instructions: 'Stir over ice, strain onto a large cube, express the orange peel.',
    ingredients: [
      ['Buffalo Trace Bourbon', '60', 'ml'],
      ['Rich Demerara Syrup', '7.5', 'ml', true],
      ['Angostura Aromatic Bitters', '2', 'ml'],
      ['Oranges', '0.1', 'each'],
    ],
  },
  {
    name: 'Negroni',
    category: 'Stirred',
    description: 'Equal parts gin, Campari and sweet vermouth.',
    portions: '1',
    instructions: 'Stir over ice, strain onto a large cube, orange peel.',
    ingredients: [
      ['Beefeater London Dry Gin', '30', 'ml'],
      ['Campari', '30', 'ml'],
      ['Carpano Antica Formula', '30', 'ml'],
      ['Oranges', '0.1', 'each'],
    ],
  },
  {
    name: 'Manhattan',
    category: 'Stirred',
    description: 'Rye, sweet vermouth, bitters, a Luxardo cherry.',
    portions: '1',
    instructions: 'Stir over ice, strain into a chilled coupe, garnish with a cherry.',
    ingredients: [
      ['Rittenhouse Rye', '60', 'ml'],
      ['Carpano Antica Formula', '30', 'ml'],
      ['Angostura Aromatic Bitters', '1', 'ml'],
      ['Luxardo Maraschino Cherries', '8', 'g'],
    ],
  },
  {
    name: 'Daiquiri',
    category: 'Sours',
    description: 'White rum, fresh lime, sugar.',
    portions: '1',
    instructions: 'Shake hard with ice, fine strain into a chilled coupe.',
    ingredients: [
      ['Plantation 3 Stars White Rum', '60', 'ml'],
      ['Limes', '1', 'each'],
      ['Simple Syrup', '20', 'ml', true],
    ],
  },
  {
    name: 'Margarita',
    category: 'Sours',
    description: 'Blanco tequila, Cointreau, lime, half salt rim.',
    portions: '1',
    instructions: 'Half-rim the glass with salt. Shake with ice, strain over fresh ice.',
    ingredients: [
      ['Cimarrón Blanco Tequila', '50', 'ml'],
      ['Cointreau', '25', 'ml'],
      ['Limes', '1', 'each'],
      ['Simple Syrup', '5', 'ml', true],
      ['Kosher salt', '2', 'g'],
    ],
  },
  {
    name: 'Whiskey Sour',
    category: 'Sours',
    description: 'Bourbon, lemon, sugar, egg white, bitters.',
    portions: '1',
    instructions: 'Dry shake, shake again with ice, strain, dot the foam with bitters.',
    ingredients: [
      ['Wild Turkey 101 Bourbon', '60', 'ml'],
      ['Lemons', '1', 'each'],
      ['Simple Syrup', '22.5', 'ml', true],
      ['Free-range eggs', '1', 'each'],
      ['Angostura Aromatic Bitters', '1', 'ml'],
    ],
  },
  {
    name: 'Gold Rush',
    category: 'Sours',
    description: 'Bourbon, lemon, honey.',
    portions: '1',
    instructions: 'Shake with ice, strain over a large cube.',
    ingredients: [
      ['Buffalo Trace Bourbon', '60', 'ml'],
      ['Lemons', '1', 'each'],
      ['Honey Syrup', '22.5', 'ml', true],
    ],
  },
  {
    name: 'Espresso Martini',
    category: 'Shaken',
    description: 'Vodka, cold brew liqueur, fresh espresso.',
    portions: '1',
    instructions: 'Pull a fresh shot, shake hard with ice, double strain, three beans.',
    ingredients: [
      ["Tito's Handmade Vodka", '45', 'ml'],
      ['Mr Black Cold Brew Coffee Liqueur', '20', 'ml'],
      ['Espresso beans', '18', 'g'],
      ['Simple Syrup', '10', 'ml', true],
    ],
  },
  {
    name: 'Mojito',
    category: 'Highballs',
    description: 'White rum, lime, mint, sugar, soda.',
    portions: '1',
    instructions:
      'Gently press the mint with syrup and lime, add rum and crushed ice, top with soda.',
    ingredients: [
      ['Bacardí Superior', '60', 'ml'],
      ['Limes', '1', 'each'],
      ['Simple Syrup', '20', 'ml', true],
      ['Fresh mint', '8', 'g'],
      ['Topo Chico Mineral Water', '60', 'ml'],
    ],
  },
  {
    name: 'Gin & Tonic',
    category: 'Highballs',
    description: 'London dry gin and Indian tonic, lime wedge.',
    portions: '1',
    instructions: 'Build over plenty of ice, lime wedge.',
    ingredients: [
      ['Beefeater London Dry Gin', '50', 'ml'],
      ['Fever-Tree Indian Tonic Water', '200', 'ml'],
      ['Limes', '0.25', 'each'],
    ],
  },
  {
    name: 'Paloma',
    category: 'Highballs',
    description: 'Tequila, grapefruit soda, lime, pinch of salt.',
    portions: '1',
    instructions: 'Build over ice in a salt-rimmed highball, stir once.',
    ingredients: [
      ['Espolòn Blanco Tequila', '50', 'ml'],
      ['Jarritos Grapefruit Soda', '150', 'ml'],
      ['Limes', '0.5', 'each'],
      ['Kosher salt', '1', 'g'],
    ],
  },
  {
    name: 'Aperol Spritz',
    category: 'Spritzes',
    description: 'Aperol, prosecco, soda, orange slice.',
    portions: '1',
    instructions: 'Build in a wine glass over ice: prosecco, Aperol, splash of soda. Orange slice.',
    ingredients: [
      ['Aperol', '60', 'ml'],
      ['La Marca Prosecco DOC', '90', 'ml'],
      ['Topo Chico Mineral Water', '30', 'ml'],
      ['Oranges', '0.125', 'each'],
    ],
  },
];

/** A menu item: name, category, price, active, and the recipes in it with their portions. */
export interface DemoMenuItem {
  name: string;
  category: string;
  price: string;
  description: string;
  active?: false;
  recipes: [recipe: string, portions: string][];
}

/** A menu item made of one portion of the recipe of the same name, unless `recipes` says more. */
const serve = (
  category: string,
  name: string,
  price: string,
  description: string,
  recipes: DemoMenuItem['recipes'] = [[name, '1']],
): DemoMenuItem => ({ name, category, price, description, recipes });

export const demoMenu: DemoMenuItem[] = [
  serve('Classics', 'Old Fashioned', '15.00', 'Buffalo Trace, demerara, Angostura, orange.'),
  serve('Classics', 'Negroni', '14.00', 'Gin, Campari, Carpano Antica.'),
  serve('Classics', 'Manhattan', '16.00', 'Rittenhouse rye, Carpano Antica, Luxardo cherry.'),
  serve('Classics', 'Daiquiri', '13.00', 'White rum, lime, sugar.'),
  serve('Classics', 'Margarita', '14.00', 'Cimarrón blanco, Cointreau, lime, salt.'),
  serve('Classics', 'Whiskey Sour', '14.00', 'Bourbon, lemon, egg white.'),
  serve('Classics', 'Gold Rush', '15.00', 'Bourbon, lemon, honey.'),
  serve('Classics', 'Espresso Martini', '16.00', "Tito's, Mr Black, fresh espresso."),
  serve('Classics', 'Double Old Fashioned', '26.00', 'Twice the Old Fashioned, one big cube.', [
    ['Old Fashioned', '2'],
  ]),
  serve('Highballs & Spritzes', 'Mojito', '14.00', 'White rum, lime, mint, soda.'),
  serve('Highballs & Spritzes', 'Paloma', '13.00', 'Tequila, grapefruit soda, lime.'),
  serve('Highballs & Spritzes', 'Gin & Tonic', '12.00', 'Beefeater, Fever-Tree tonic.'),
  serve('Highballs & Spritzes', 'Aperol Spritz', '13.00', 'Aperol, prosecco, soda.'),
  serve('Sharing', 'Margarita Pitcher', '48.00', 'Four Margaritas for the table.', [
    ['Margarita', '4'],
  ]),
  serve('Sharing', 'Aperol Spritz Pitcher', '46.00', 'Four Spritzes for the table.', [
    ['Aperol Spritz', '4'],
  ]),
  {
    ...serve('Sharing', 'Mojito Pitcher', '48.00', 'Four Mojitos. Back in summer.', [
      ['Mojito', '4'],
    ]),
    active: false,
  },
  serve('Flights', 'Stirred Flight', '24.00', 'Half-size Old Fashioned, Negroni, Manhattan.', [
    ['Old Fashioned', '0.5'],
    ['Negroni', '0.5'],
    ['Manhattan', '0.5'],
  ]),
  serve('Flights', 'Sour Flight', '22.00', 'Half-size Daiquiri, Margarita, Whiskey Sour.', [
    ['Daiquiri', '0.5'],
    ['Margarita', '0.5'],
    ['Whiskey Sour', '0.5'],
  ]),
  serve('Happy Hour', 'Happy Hour Daiquiri', '9.00', 'Weekdays 4–6 pm.', [['Daiquiri', '1']]),
  serve('Happy Hour', 'Happy Hour Margarita', '9.00', 'Weekdays 4–6 pm.', [['Margarita', '1']]),
];
