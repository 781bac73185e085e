import type { AssistantToolName, AssistantToolResult } from '#contract/assistant-results.ts';
import { AppError } from '#server/lib/app-error.ts';
import { changelogTool } from './changelog.ts';
import { deliveriesTool } from './deliveries.ts';
import { draftOrderTool } from './draft-order.ts';
import { getItemTool } from './get-item.ts';
import { itemUsageTool } from './item-usage.ts';
import { itemsBelowParTool } from './items-below-par.ts';
import { menuEngineeringTool } from './menu-engineering.ts';
import { menuMarginsTool } from './menu-margins.ts';
import { openOrdersTool } from './open-orders.ts';
import { priceChangesTool } from './price-changes.ts';
import { proposeParLevelTool } from './propose-par-level.ts';
import { recipeCostTool } from './recipe-cost.ts';
import { searchItemsTool } from './search-items.ts';
import { stockValueByCategoryTool } from './stock-value-by-category.ts';
import { vendorPricesTool } from './vendor-prices.ts';
import { varianceTool } from './variance.ts';
import { vendorsTool } from './vendors.ts';
import { wasteTool } from './waste.ts';
import { empty } from './results.ts';
import type { ToolScope } from './scope.ts';
import type { ToolDefinition, ToolOutput } from './tool.ts';

/**
 * The assistant's tools: read-only lookups, each a thin wrapper over the services of the
 * inventory, buying, cooking and reports modules (one file each beside this one). Nothing here writes:
 * a change (an order, a par level) comes back as a proposal the person applies through the
 * normal API.
 */
export const tools: Record<AssistantToolName, ToolDefinition> = {
  search_items: searchItemsTool,
  get_item: getItemTool,
  items_below_par: itemsBelowParTool,
  stock_value_by_category: stockValueByCategoryTool,
  changelog: changelogTool,
  vendors: vendorsTool,
  vendor_prices: vendorPricesTool,
  price_changes: priceChangesTool,
  open_orders: openOrdersTool,
  deliveries: deliveriesTool,
  recipe_cost: recipeCostTool,
  menu_margins: menuMarginsTool,
  draft_order: draftOrderTool,
  propose_par_level: proposeParLevelTool,
  item_usage: itemUsageTool,
  variance: varianceTool,
  waste: wasteTool,
  menu_engineering: menuEngineeringTool,
};

/**
 * Runs a tool with arguments as a model or the built-in assistant gives them: checked
 * against the tool's schema, run in the scope's location. A refusal of a service (403, 404)
 * becomes an empty result, so an answer never invents what it could not read.
 */
export async function runTool(
  scope: ToolScope,
  name: AssistantToolName,
  rawArgs: unknown,
  callId: string,
): Promise<ToolOutput> {
  const definition = tools[name];
  const parsed = definition.args.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    return {
      result: empty(callId, name, 'The lookup was asked for in a way it cannot answer'),
      data: {
        error: 'invalid arguments',
        issues: parsed.error.issues.map((issue) => issue.message),
      },
    };
  }
  try {
    return await definition.run(scope, parsed.data as never, callId);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
      return { result: empty(callId, name, 'Nothing found'), data: { error: error.message } };
    }
    throw error;
  }
}

/** What the model reads of a table: its rows as plain objects, at most the shown ones. */
function rowsData(result: AssistantToolResult) {
  if (result.kind !== 'table') return { title: result.title, rows: [] };
  return {
    title: result.title,
    total_rows: result.total_rows,
    rows: result.rows.map((entry) => entry.cells),
    ...(result.totals
      ? { totals: Object.fromEntries(result.totals.map((field) => [field.label, field.value])) }
      : {}),
  };
}

/** What the model reads of a tool's answer: the shown rows and figures, as data. */
export function modelView(output: ToolOutput): unknown {
  const result = output.result;
  const view: Record<string, unknown> =
    result.kind === 'card'
      ? {
          title: result.title,
          fields: Object.fromEntries(result.fields.map((f) => [f.label, f.value])),
        }
      : rowsData(result);
  if (output.proposal) {
    view.proposal = {
      title: output.proposal.title,
      note: 'Shown to the person as a button; not applied.',
    };
  }
  return view;
}
