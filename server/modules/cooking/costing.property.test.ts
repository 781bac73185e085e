import type Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { massUnits, volumeUnits } from '#contract/units.ts';
import {
  type CostItem,
  type CostLine,
  Costing,
  type CostRecipe,
  grossQuantity,
} from './costing.ts';
import {
  amount,
  data,
  Exact,
  item,
  line,
  massUnit,
  recipe,
  same,
  volumeUnit,
} from './costing-fixtures.ts';

// Property tests of the cost arithmetic: exact decimals, sub-recipes several levels deep,
// waste, missing costs and cycles. Expected values are worked out independently with a
// Decimal of its own (80 digits), never with binary floats.

describe('recipe cost arithmetic', () => {
  it('sums money exactly: 0.1 + 0.2 is 0.3', () => {
    const a = item({ unit: 'each', costPerUnit: '0.1' });
    const b = item({ unit: 'each', costPerUnit: '0.2' });
    const r = recipe();
    const costing = new Costing(
      data(
        [a, b],
        [r],
        [line(r.id, { inventoryItemId: a.id }), line(r.id, { inventoryItemId: b.id })],
      ),
    ).recipe(r.id);
    expect(costing.total.toFixed()).toBe('0.3');
  });

  it('is Σ quantity × conversion × cost ÷ (1 − waste), exactly, for lines of any units', () => {
    const lineSpec = fc.record({
      dimension: fc.constantFrom('mass', 'volume'),
      lineMass: massUnit,
      itemMass: massUnit,
      lineVolume: volumeUnit,
      itemVolume: volumeUnit,
      quantity: amount(0.0001, 5000),
      cost: amount(0, 1000),
      waste: fc.option(amount(0, 99.9999), { nil: null }),
      portions: amount(0.0001, 100),
    });
    fc.assert(
      fc.property(
        fc.array(lineSpec, { minLength: 1, maxLength: 12 }),
        amount(0.0001, 100),
        (specs, portions) => {
          const r = recipe({ portions });
          const items: CostItem[] = [];
          const lines: CostLine[] = [];
          let expected = new Exact(0);
          for (const spec of specs) {
            const [lineUnit, itemUnit, table] =
              spec.dimension === 'mass'
                ? [spec.lineMass, spec.itemMass, massUnits as Record<string, string>]
                : [spec.lineVolume, spec.itemVolume, volumeUnits as Record<string, string>];
            const stock = item({
              unit: itemUnit,
              costPerUnit: spec.cost,
              wastePercent: spec.waste,
            });
            items.push(stock);
            lines.push(
              line(r.id, { inventoryItemId: stock.id, quantity: spec.quantity, unit: lineUnit }),
            );
            const inItemUnits = new Exact(spec.quantity)
              .times(table[lineUnit] ?? 0)
              .div(table[itemUnit] ?? 1);
            const gross = inItemUnits.times(100).div(new Exact(100).minus(spec.waste ?? 0));
            expected = expected.plus(gross.times(spec.cost));
          }
          const costing = new Costing(data(items, [r], lines)).recipe(r.id);
          same(costing.total, expected);
          same(costing.perPortion, expected.div(portions));
          expect(costing.complete).toBe(true);
        },
      ),
    );
  });

  it('charges the gross quantity: waste w costs 100 ÷ (100 − w) times as much', () => {
    fc.assert(
      fc.property(
        amount(0.0001, 1000),
        amount(0.0001, 100),
        amount(0, 99.9999),
        (quantity, cost, waste) => {
          const stock = item({ unit: 'g', costPerUnit: cost });
          const r = recipe();
          const withWaste = new Costing(
            data(
              [stock],
              [r],
              [line(r.id, { inventoryItemId: stock.id, quantity, unit: 'g', wastePercent: waste })],
            ),
          ).recipe(r.id);
          const plain = new Exact(quantity).times(cost);
          same(withWaste.total, plain.times(100).div(new Exact(100).minus(waste)));
          expect(withWaste.total.greaterThanOrEqualTo(plain.toString())).toBe(true);
          same(
            grossQuantity(quantity, waste),
            new Exact(quantity).times(100).div(new Exact(100).minus(waste)),
          );
        },
      ),
    );
  });

  it('costs sub-recipes several levels deep as portions × cost per portion of each level', () => {
    const level = fc.record({
      portions: amount(0.0001, 50),
      used: amount(0.0001, 20),
      ownCost: amount(0, 100),
    });
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 6 }), (levels) => {
        // Level 0 is an item's cost alone; each next level uses `used` portions of the one
        // below and an item of its own.
        const items: CostItem[] = [];
        const recipes: CostRecipe[] = [];
        const lines: CostLine[] = [];
        let below: { id: string; perPortion: Decimal } | undefined;
        for (const spec of levels) {
          const r = recipe({ portions: spec.portions });
          const own = item({ unit: 'each', costPerUnit: spec.ownCost });
          items.push(own);
          recipes.push(r);
          lines.push(line(r.id, { inventoryItemId: own.id }));
          let total = new Exact(spec.ownCost);
          if (below) {
            lines.push(
              line(r.id, { subRecipeId: below.id, quantity: spec.used, unit: 'portions' }),
            );
            total = total.plus(below.perPortion.times(spec.used));
          }
          below = { id: r.id, perPortion: total.div(spec.portions) };
        }
        const top = below;
        if (!top) return;
        const costing = new Costing(data(items, recipes, lines)).recipe(top.id);
        same(costing.perPortion, top.perPortion);
        expect(costing.complete).toBe(true);
      }),
    );
  });

  it('costs a sub-recipe used by volume through its yield', () => {
    fc.assert(
      fc.property(
        amount(0.0001, 100),
        amount(0.0001, 10),
        volumeUnit,
        amount(0.0001, 2000),
        (cost, yieldLitres, unit, quantity) => {
          const stock = item({ unit: 'each', costPerUnit: cost });
          const syrup = recipe({ yieldQuantity: yieldLitres, yieldUnit: 'l' });
          const drink = recipe();
          const costing = new Costing(
            data(
              [stock],
              [syrup, drink],
              [
                line(syrup.id, { inventoryItemId: stock.id }),
                line(drink.id, { subRecipeId: syrup.id, quantity, unit }),
              ],
            ),
          ).recipe(drink.id);
          const litres = new Exact(quantity).times(volumeUnits[unit]).div(1000);
          same(costing.total, litres.div(yieldLitres).times(cost));
        },
      ),
    );
  });

  it('reports every item without a cost or a conversion as missing, and sums the rest', () => {
    const spec = fc.record({
      cost: fc.option(amount(0, 100), { nil: null }),
      converts: fc.boolean(),
      quantity: amount(0.0001, 100),
    });
    fc.assert(
      fc.property(
        fc.array(spec, { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        (specs, nested) => {
          const r = recipe();
          const items: CostItem[] = [];
          const lines: CostLine[] = [];
          let known = new Exact(0);
          const missing: string[] = [];
          for (const one of specs) {
            const stock = item({
              unit: 'bottle',
              costPerUnit: one.cost,
              unitContent: '700',
              unitContentUnit: 'ml',
            });
            items.push(stock);
            lines.push(
              line(r.id, {
                inventoryItemId: stock.id,
                quantity: one.quantity,
                unit: one.converts ? 'ml' : 'g',
              }),
            );
            if (one.cost === null || !one.converts) missing.push(stock.name);
            else known = known.plus(new Exact(one.quantity).div(700).times(one.cost));
          }
          const recipes = [r];
          let asked = r;
          if (nested) {
            // The same lines one level down: the outer recipe reports them the same way.
            asked = recipe();
            recipes.push(asked);
            lines.push(line(asked.id, { subRecipeId: r.id, quantity: '1', unit: 'portion' }));
          }
          const costing = new Costing(data(items, recipes, lines)).recipe(asked.id);
          expect(costing.missing).toEqual(missing);
          expect(costing.complete).toBe(missing.length === 0);
          same(costing.total, known);
        },
      ),
    );
  });

  it('ends on a cycle in the data, reporting it instead of looping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (length) => {
        const chain = Array.from({ length }, () => recipe());
        const lines = chain.map((one, index) =>
          line(one.id, { subRecipeId: chain[(index + 1) % length]?.id ?? one.id, unit: 'portion' }),
        );
        const first = chain[0];
        if (!first) return;
        const costing = new Costing(data([], chain, lines)).recipe(first.id);
        expect(costing.complete).toBe(false);
        expect(costing.total.toFixed()).toBe('0');
      }),
    );
  });
});
