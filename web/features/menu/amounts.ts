// Amounts on the cooking screens: a cost the server could not compute says "Missing", never 0.
export {
  amountText,
  formatCost as formatMoney,
  formatCostPercent as formatPercent,
  formatQuantity,
  parseAmount,
  plural,
} from '../../lib/amounts.ts';
