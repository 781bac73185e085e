import { i18n } from '#web/lib/i18n/i18n.ts';

export const ordersMessages = i18n('orders', {
  title: 'Orders',
  // §2: the placeholder shows exactly this text.
  heading: 'Orders Page',
});
