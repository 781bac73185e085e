import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CostItem, type CostLine, Costing, type CostRecipe } from './costing.ts';
import { amount, data, item, line, massUnit, recipe, volumeUnit } from './costing-fixtures.ts';
import { figures, type MenuContext, type MenuRow, type MenuStockLine } from './menu-rows.ts';
import { usageOf } from './usage.service.ts';

// Theoretical usage and cost walk the same lines: for menu items whose cost is known,
// Σ over stock items of usage × cost per unit is Σ over menu items of cost × quantity sold.

const use = fc.record({
  dimension: fc.constantFrom('mass' as const, 'volume' as const),
  lineMass: massUnit,
  itemMass: massUnit,
  lineVolume: volumeUnit,
  itemVolume: volumeUnit,
  quantity: amount(0.0001, 500),
  cost: amount(0, 100),
  waste: fc.option(amount(0, 99), { nil: null }),
});
type Use = typeof use extends fc.Arbitrary<infer T> ? T : never;

/** An item and a line of `recipeId` (or a stock use) in units of one dimension. */
function itemAndLine(spec: Use, recipeId: string): { stock: CostItem; costLine: CostLine } {
  const [lineUnit, itemUnit] =
    spec.dimension === 'mass' ? [spec.lineMass, spec.itemMass] : [spec.lineVolume, spec.itemVolume];
  const stock = item({ unit: itemUnit, costPerUnit: spec.cost, wastePercent: spec.waste });
  const costLine = line(recipeId, {
    inventoryItemId: stock.id,
    quantity: spec.quantity,
    unit: lineUnit,
  });
  return { stock, costLine };
}

describe('theoretical usage against cost', () => {
  it('Σ usage × cost per unit = Σ menu cost × quantity sold, exactly', () => {
    const menuItemSpec = fc.record({
      price: amount(0, 100),
      sold: amount(-5, 200),
      portions: amount(0.0001, 5),
      recipeLines: fc.array(use, { minLength: 0, maxLength: 4 }),
      syrupLines: fc.array(use, { minLength: 1, maxLength: 3 }),
      syrup: fc.record({
        yieldQuantity: amount(0.01, 20),
        yieldUnit: volumeUnit,
        lineUnit: volumeUnit,
        quantity: amount(0.0001, 200),
        waste: fc.option(amount(0, 99), { nil: null }),
      }),
      recipePortions: amount(0.0001, 20),
      stockUses: fc.array(use, { minLength: 0, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(menuItemSpec, { minLength: 1, maxLength: 4 }), (specs) => {
        const items: CostItem[] = [];
        const recipes: CostRecipe[] = [];
        const lines: CostLine[] = [];
        const context: Omit<MenuContext, 'costing'> = {
          lines: new Map(),
          stockLines: new Map(),
          target: '30',
        };
        const rows: MenuRow[] = [];
        const sold: { menuItemId: string; quantity: Decimal }[] = [];
        specs.forEach((spec, index) => {
          const syrup = recipe({
            yieldQuantity: spec.syrup.yieldQuantity,
            yieldUnit: spec.syrup.yieldUnit,
          });
          const main = recipe({ portions: spec.recipePortions });
          recipes.push(syrup, main);
          for (const one of spec.syrupLines) {
            const { stock, costLine } = itemAndLine(one, syrup.id);
            items.push(stock);
            lines.push(costLine);
          }
          for (const one of spec.recipeLines) {
            const { stock, costLine } = itemAndLine(one, main.id);
            items.push(stock);
            lines.push(costLine);
          }
          lines.push(
            line(main.id, {
              subRecipeId: syrup.id,
              quantity: spec.syrup.quantity,
              unit: spec.syrup.lineUnit,
              wastePercent: spec.syrup.waste,
            }),
          );
          const id = `menu-${index}`;
          rows.push({
            id,
            locationId: 'location',
            name: id,
            category: null,
            description: null,
            price: spec.price,
            active: true,
            createdAt: '',
            updatedAt: '',
          });
          context.lines.set(id, [
            {
              id: `${id}-r`,
              menuItemId: id,
              recipeId: main.id,
              recipeName: '',
              quantity: spec.portions,
            },
          ]);
          const uses: MenuStockLine[] = spec.stockUses.map((one, useIndex) => {
            const { stock, costLine } = itemAndLine(one, '');
            items.push(stock);
            return {
              id: `${id}-s${useIndex}`,
              menuItemId: id,
              itemId: stock.id,
              quantity: costLine.quantity,
              unit: costLine.unit,
            };
          });
          context.stockLines.set(id, uses);
          sold.push({ menuItemId: id, quantity: new Decimal(spec.sold) });
        });
        const graph = data(items, recipes, lines);
        const menu: MenuContext = { ...context, costing: new Costing(graph) };
        const usage = usageOf(menu, sold);
        expect(usage.unknown.size).toBe(0);
        expect(usage.withoutRecipe).toEqual([]);
        let usageValue = new Decimal(0);
        for (const [itemId, quantity] of usage.byItem) {
          usageValue = usageValue.plus(
            new Decimal(quantity).times(graph.items.get(itemId)?.costPerUnit ?? 'NaN'),
          );
        }
        let costValue = new Decimal(0);
        rows.forEach((row, index) => {
          const cost = figures(row, { ...menu, costing: new Costing(graph) }).cost;
          const quantity = sold[index]?.quantity;
          if (cost === null || quantity === undefined) throw new Error(`${row.id}: no cost`);
          costValue = costValue.plus(new Decimal(cost.toString()).times(quantity));
        });
        // The same exact products summed in two orders at 40 significant digits: equal to far
        // below a cent (1e-15 of the amount).
        const tolerance = costValue.abs().plus(1).times('1e-15');
        expect(
          usageValue.minus(costValue).abs().lessThanOrEqualTo(tolerance),
          `${usageValue.toFixed()} ≠ ${costValue.toFixed()}`,
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('an item in a unit of another dimension is unknown, not a zero', () => {
    const litre = item({ unit: 'l', costPerUnit: '3' });
    const main = recipe();
    const graph = data(
      [litre],
      [main],
      [line(main.id, { inventoryItemId: litre.id, quantity: '2', unit: 'kg' })],
    );
    const usage = usageOf(
      {
        costing: new Costing(graph),
        lines: new Map([
          ['m', [{ id: 'l', menuItemId: 'm', recipeId: main.id, recipeName: '', quantity: '1' }]],
        ]),
        stockLines: new Map(),
      },
      [{ menuItemId: 'm', quantity: new Decimal(3) }],
    );
    expect(usage.byItem.size).toBe(0);
    expect(usage.unknown.get(litre.id)).toEqual({
      reason: 'kg does not convert to its unit',
      menuItemIds: ['m'],
    });
  });
});
