import { i18n } from '#web/lib/i18n/i18n.ts';

export const landingMessages = i18n('landing', {
  title: 'Stock and inventory for restaurants and bars',
  intro:
    "Barback keeps your venue's stock in one place: the bartender counts, the manager orders, the chef costs the recipes — everyone sees the same numbers.",
  dashboard: 'Go to your dashboard',
  signIn: 'Sign in',
  createAccount: 'Create an account',
  whatItDoes: 'What Barback does',
  countTitle: 'Count the back bar',
  countText:
    'Count stock on your phone, shelf by shelf, with par levels that show what is running low.',
  orderTitle: 'Order what you need',
  orderText:
    'Turn what is below par into shopping lists per vendor, send them and receive deliveries.',
  costTitle: 'Cost every recipe',
  costText: 'Know what each cocktail and dish costs to make and what your menu earns.',
});
