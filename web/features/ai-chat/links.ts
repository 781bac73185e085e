import type {
  AssistantLink,
  AssistantToolCall,
  AssistantToolName,
} from '#contract/assistant-results.ts';
import type { AssistantMessages } from '#web/lib/i18n/locales/en/assistant.ts';

/** The change log filters a lookup may carry over to the change log screen's address. */
const CHANGELOG_FILTERS = ['item_id', 'user_id', 'reason', 'from', 'to'] as const;

function changelogQuery(call: AssistantToolCall | undefined): string {
  if (!call) return '';
  const query = new URLSearchParams();
  for (const key of CHANGELOG_FILTERS) {
    const value = call.arguments[key];
    if (typeof value === 'string' && value !== '') query.set(key, value);
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Where a result leads in the app (the targets of `assistantLink`). The stock list opens on
 * "below par only" for the below-par lookup; the change log carries the lookup's filters.
 */
export function linkPath(
  locationId: string,
  link: AssistantLink,
  from?: { tool: AssistantToolName; call?: AssistantToolCall },
): string {
  const base = `/dashboard/${locationId}`;
  const id = link.id ?? '';
  switch (link.target) {
    case 'item':
      return id ? `${base}/items?edit=${id}` : `${base}/items`;
    case 'items':
      return `${base}/items`;
    case 'stocklist':
      return from?.tool === 'items_below_par'
        ? `${base}/stocklist?filter=below-par`
        : `${base}/stocklist`;
    case 'changelog':
      return `${base}/changelog${from?.tool === 'changelog' ? changelogQuery(from.call) : ''}`;
    case 'vendor':
      return id ? `${base}/shopping-lists/vendors/${id}` : `${base}/shopping-lists/vendors`;
    case 'vendors':
      return `${base}/shopping-lists/vendors`;
    case 'shopping_list':
      return id ? `${base}/shopping-lists/${id}` : `${base}/shopping-lists`;
    case 'shopping_lists':
      return `${base}/shopping-lists`;
    case 'purchase_list':
      return `${base}/shopping-lists/purchase-list`;
    case 'recipe':
      return id ? `${base}/recipes/${id}` : `${base}/recipes`;
    case 'recipes':
      return `${base}/recipes`;
    case 'menu_item':
      return id ? `${base}/menu/${id}` : `${base}/menu`;
    case 'menu':
      return `${base}/menu`;
  }
}

/** What a "see all" link says, by where it leads. */
export function linkLabel(link: AssistantLink, t: AssistantMessages): string {
  switch (link.target) {
    case 'item':
      return t.openItem;
    case 'items':
      return t.openItems;
    case 'stocklist':
      return t.openStocklist;
    case 'changelog':
      return t.openChangelog;
    case 'vendor':
      return t.openVendor;
    case 'vendors':
      return t.openVendors;
    case 'shopping_list':
      return t.openShoppingList;
    case 'shopping_lists':
      return t.openShoppingLists;
    case 'purchase_list':
      return t.openPurchaseList;
    case 'recipe':
      return t.openRecipe;
    case 'recipes':
      return t.openRecipes;
    case 'menu_item':
      return t.openMenuItem;
    case 'menu':
      return t.openMenu;
  }
}
