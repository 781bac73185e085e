import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

export const assistantMessages = i18n('assistant', {
  title: 'AI chat',
  roleCannotUse: 'Your role in this location cannot use the assistant.',
  loadingConversation: 'Loading the conversation…',
  intro: params(
    'Ask about the stock, orders, prices, recipes and menu of {location}. Answers come from its own data; anything that would change it is only suggested, for you to apply.',
  ),
  thisLocation: 'this location',
  tryAsking: 'Try asking',
  theConversation: 'The conversation',
  conversation: 'Conversation',
  conversations: 'Conversations',

  // The question box
  askTheAssistant: 'Ask the assistant',
  yourQuestion: 'Your question',
  askAQuestion: 'Ask a question',
  stop: 'Stop',
  send: 'Send',
  tooLong: params('Use at most {max} characters ({length} now).'),
  composerHint:
    'Enter sends, Shift+Enter starts a new line. Answers come from this location’s data.',

  // The conversation list
  loadingConversations: 'Loading conversations…',
  noConversations: 'No conversations yet. Ask a first question.',
  newConversation: 'New conversation',
  yourConversations: 'Your conversations',

  // The answers
  you: 'You: ',
  assistant: 'Assistant:',
  youCouldAsk: 'You could ask:',
  incomplete: 'This answer stopped before it was complete.',
  lookingItUp: 'Looking it up…',
  thinking: 'Thinking…',
  answering: 'Answering…',
  stopped: 'Stopped.',
  askAgain: 'Ask again',
  retry: 'Retry',
  answerFailed: 'The answer could not be loaded. Check your connection and try again.',
  conversationLoadFailed:
    'This conversation could not be loaded. Check your connection and try again.',
  conversationsLoadFailed:
    'Your conversations could not be loaded. Check your connection and try again.',
  answerCutShort: 'The answer stopped before it was complete. Try again.',
  searchItems: 'Searching the items…',
  getItem: 'Looking up the item…',
  itemsBelowPar: 'Checking what is below par…',
  stockValueByCategory: 'Adding up the stock value…',
  changelog: 'Reading the change log…',
  vendors: 'Looking up the vendors…',
  vendorPrices: 'Looking up vendor prices…',
  priceChanges: 'Looking up price changes…',
  openOrders: 'Looking up open orders…',
  deliveries: 'Checking the latest delivery…',
  recipeCost: 'Costing the recipe…',
  menuMargins: 'Working out menu margins…',
  draftOrder: 'Drafting an order…',
  proposeParLevel: 'Working out a par level…',
  itemUsage: 'Working out how much was used…',
  variance: 'Comparing the counts with the sales…',
  waste: 'Adding up the waste…',
  menuEngineering: 'Sorting the menu into stars and dogs…',

  // What a lookup found
  nothingFound: 'Nothing found.',
  table: params('{title} (table)'),
  showingOf: params('Showing {shown} of {total}.'),
  yes: 'Yes',
  no: 'No',
  openItem: 'Open the item',
  openItems: 'Open items',
  openStocklist: 'Open the stock list',
  openChangelog: 'Open the change log',
  openVendor: 'Open the vendor',
  openVendors: 'Open vendors',
  openShoppingList: 'Open the list',
  openShoppingLists: 'Open shopping lists',
  openPurchaseList: 'Open the purchase list',
  openRecipe: 'Open the recipe',
  openRecipes: 'Open recipes',
  openMenuItem: 'Open the dish',
  openMenu: 'Open the menu',

  // Proposals
  estimatedTotal: 'Estimated total:',
  totalNotKnown: 'not known (a line has no price)',
  parLevelOf: params('Par level of {item}:'),
  parLevelChanged: 'Par level changed.',
  noListNeeded: 'No list was needed: nothing is at or below its reorder point now.',
  draftListCreated: 'Draft list created.',
  applying: 'Applying…',
  apply: 'Apply',
  managerCanApply: 'A manager or owner can apply this.',
  applyFailed: 'This could not be applied. Check your connection and try again.',
});

export type AssistantMessages = ReturnType<typeof assistantMessages.get>;

/** The messages that are plain text (no placeholders). */
export type AssistantText = {
  [K in keyof AssistantMessages]: AssistantMessages[K] extends string ? K : never;
}[keyof AssistantMessages];
