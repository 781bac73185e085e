/**
 * The operationId of every operation in the OpenAPI document, by method and path as the
 * document shows them. Generated clients name their calls after these, so they never change
 * once published.
 *
 * One naming rule, camelCase, a verb then what it acts on: `list<Things>` for a collection,
 * `get<Thing>` for one, `create`, `update`, `delete<Thing>` for the usual changes, `add` and
 * `remove<Thing>` for a line inside its parent (a list's line, a recipe's ingredient, a member);
 * another verb where the operation is something else (`archiveItem`, `importItems`,
 * `sendShoppingList`, `signIn`).
 *
 * Written out, not derived from the path: a route that moves or is renamed leaves an operation
 * without an id and an id without an operation, and the OpenAPI test fails on both, instead of
 * a client's call being renamed in silence. Move the line with the route and keep the id.
 */
export const operationIds: Readonly<Record<string, string>> = {
  'GET /health': 'getHealth',

  'GET /api/auth/registration': 'getRegistrationInfo',
  'POST /api/auth/register': 'registerAccount',
  'POST /api/auth/login': 'signIn',
  'POST /api/auth/refresh': 'refreshAccessToken',
  'POST /api/auth/logout': 'signOut',
  'GET /api/auth/me': 'getCurrentUser',
  'PUT /api/auth/user': 'updateAccount',
  'DELETE /api/auth/user': 'deleteAccount',
  'GET /api/auth/user/export': 'exportAccount',
  'POST /api/auth/redeem-invite': 'redeemInviteCode',
  'POST /auth/reset-password': 'requestPasswordReset',
  'POST /auth/reset-password/confirm': 'confirmPasswordReset',

  'POST /api/waiting-list': 'joinWaitingList',
  'GET /api/admin/waiting-list': 'listWaitingListEntries',
  'POST /api/admin/waiting-list/{id}/approve': 'approveWaitingListEntry',

  'GET /api/billing/plans': 'listPlans',
  'POST /api/billing/checkout-session': 'createCheckoutSession',
  'POST /api/billing/webhook': 'receiveBillingEvent',

  'GET /api/locations': 'listLocations',
  'POST /api/locations': 'createLocation',
  'GET /api/locations/{id}': 'getLocation',
  'PUT /api/locations/{id}': 'updateLocation',
  'DELETE /api/locations/{id}': 'deleteLocation',
  'GET /api/locations/{id}/export': 'exportLocation',
  'POST /api/locations/import': 'importLocation',
  'POST /api/locations/{id}/invite-code': 'createInviteCode',
  'GET /api/locations/{id}/invite-codes': 'listInviteCodes',
  'DELETE /api/locations/{id}/invite-code/{codeId}': 'deleteInviteCode',
  'GET /api/locations/{id}/members': 'listMembers',
  'PUT /api/locations/{id}/members/{memberId}': 'updateMemberRole',
  'DELETE /api/locations/{id}/members/{memberId}': 'removeMember',
  'GET /api/locations/{id}/backup-status': 'getBackupStatus',

  'GET /api/inventory/categories': 'listCategories',
  'POST /api/inventory/categories': 'createCategory',
  'PUT /api/inventory/categories/{id}': 'updateCategory',
  'DELETE /api/inventory/categories/{id}': 'deleteCategory',
  'GET /api/inventory/updates/changelog': 'listStockUpdates',
  'POST /api/inventory/update/{id}': 'updateItemQuantity',
  'POST /api/inventory/import': 'importItems',
  'GET /api/inventory': 'listItems',
  'POST /api/inventory/add-item': 'createItem',
  'GET /api/inventory/{id}': 'getItem',
  'PUT /api/inventory/{id}': 'updateItem',
  'DELETE /api/inventory/{id}': 'archiveItem',
  'GET /api/inventory/summary': 'getInventorySummary',

  'GET /api/vendors': 'listVendors',
  'POST /api/vendors': 'createVendor',
  'GET /api/vendors/price-increases': 'listPriceIncreases',
  'GET /api/vendors/{id}': 'getVendor',
  'PUT /api/vendors/{id}': 'updateVendor',
  'DELETE /api/vendors/{id}': 'deleteVendor',
  'GET /api/vendors/{id}/stats': 'getVendorStats',
  'GET /api/vendors/{id}/items': 'listVendorItems',
  'POST /api/vendors/{id}/items': 'createVendorItem',
  'POST /api/vendors/{id}/items/bulk': 'createVendorItems',
  'PUT /api/vendors/{id}/items/prices': 'updateVendorItemPrices',
  'POST /api/vendors/{id}/items/{itemId}/preferred': 'setPreferredVendorItem',
  'PUT /api/vendors/items/{id}': 'updateVendorItem',
  'DELETE /api/vendors/items/{id}': 'deleteVendorItem',
  'GET /api/vendors/items/{id}/price-history': 'listVendorItemPriceChanges',
  'GET /api/vendors/inventory/{id}/preferred': 'getPreferredVendorItem',
  'POST /api/vendors/{id}/catalog': 'importVendorCatalog',

  'GET /api/shopping-lists': 'listShoppingLists',
  'POST /api/shopping-lists': 'createShoppingList',
  'GET /api/shopping-lists/purchase-list': 'getPurchaseList',
  'POST /api/shopping-lists/generate': 'generateShoppingLists',
  'GET /api/shopping-lists/vendor/{id}': 'listVendorShoppingLists',
  'GET /api/shopping-lists/summary/{id}': 'getShoppingListSummary',
  'GET /api/shopping-lists/{id}': 'getShoppingList',
  'PUT /api/shopping-lists/{id}': 'updateShoppingList',
  'DELETE /api/shopping-lists/{id}': 'deleteShoppingList',
  'POST /api/shopping-lists/{id}/items': 'addShoppingListItem',
  'PUT /api/shopping-lists/items/{id}': 'updateShoppingListItem',
  'DELETE /api/shopping-lists/items/{id}': 'removeShoppingListItem',
  'PATCH /api/shopping-lists/items/{id}/completed': 'setShoppingListItemCompleted',
  'POST /api/shopping-lists/{id}/send': 'sendShoppingList',
  'GET /api/shopping-lists/{id}/export': 'exportShoppingList',
  'POST /api/shopping-lists/{id}/credit-request': 'sendCreditRequest',
  'POST /api/shopping-lists/{id}/receive': 'receiveShoppingList',

  'GET /api/recipes': 'listRecipes',
  'POST /api/recipes': 'createRecipe',
  'POST /api/recipes/bulk-import': 'importRecipes',
  'PUT /api/recipes/ingredients/{id}': 'updateRecipeIngredient',
  'DELETE /api/recipes/ingredients/{id}': 'removeRecipeIngredient',
  'GET /api/recipes/{id}': 'getRecipe',
  'PUT /api/recipes/{id}': 'updateRecipe',
  'DELETE /api/recipes/{id}': 'deleteRecipe',
  'POST /api/recipes/{id}/ingredients': 'addRecipeIngredient',
  'GET /api/recipes/{id}/cost': 'getRecipeCost',

  'GET /api/menu': 'listMenuItems',
  'POST /api/menu': 'createMenuItem',
  'GET /api/menu/categories': 'listMenuCategories',
  'DELETE /api/menu/recipes/{id}': 'removeMenuRecipe',
  'GET /api/menu/{id}': 'getMenuItem',
  'PUT /api/menu/{id}': 'updateMenuItem',
  'DELETE /api/menu/{id}': 'deleteMenuItem',
  'POST /api/menu/{id}/recipes': 'addMenuRecipe',
  'GET /api/menu/{id}/cost': 'getMenuItemCost',

  'POST /api/sales/import': 'importSales',
  'GET /api/sales': 'listSales',
  'POST /api/sales': 'createSalesLine',
  'DELETE /api/sales/{id}': 'deleteSalesLine',
  'GET /api/sales/mappings': 'listSalesMappings',
  'PUT /api/sales/mappings': 'updateSalesMapping',

  'GET /api/reports/variance': 'getVarianceReport',
  'GET /api/reports/par-suggestions': 'getParSuggestions',

  'POST /api/ai/chat': 'askAssistant',
  'GET /api/ai/conversations': 'listConversations',
  'GET /api/ai/conversations/{id}': 'getConversation',
};
