import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

export const ordersMessages = i18n('orders', {
  title: 'Orders',
  // §2: the page shows exactly this text as its heading.
  heading: 'Orders Page',
  intro:
    'Orders are made from the shopping lists: a list sent to a vendor is an order, and its delivery is received there.',
  shoppingListsOf: params('Shopping lists and orders of {name}'),
  addLocation: 'Add a location to start ordering',
});
