import { count } from '@nanostores/i18n';
import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

export const onboardingMessages = i18n('onboarding', {
  title: 'Get started',
  description: params('Set up {location}: your items, then your team.'),
  thisLocation: 'this location',
  templateStep: '1. Start from a template',
  templateStepDescription:
    'Common items with units, par levels and costs. Starting stock is the par level until your first count.',
  askManager: 'Ask a manager or owner of this location to add the items.',
  template: 'Template',
  templateItems: count({ one: '{count} item.', other: '{count} items.' }),
  barName: 'Bar',
  barDescription: 'Spirits, liqueurs, beer, wine, mixers and garnish.',
  restaurantName: 'Restaurant',
  restaurantDescription: 'Meat and fish, dairy, produce, dry goods, frozen and drinks.',
  cafeName: 'Café',
  cafeDescription: 'Coffee and tea, milks, syrups, bakery, deli and takeaway supplies.',
  storageAreas: params('Storage areas: {areas}.'),
  addFailed: 'The items could not be added. Check your connection and try again.',
  addingItems: 'Adding items…',
  addItems: count({ one: 'Add {count} item', other: 'Add {count} items' }),
  goToDashboard: 'Go to the dashboard',
  haveList: 'Have a list already? {link}',
  importCsv: 'Import a CSV file on the Items screen',
  inviteStep: '2. Invite your team',
  inviteStepDescription: 'Give your staff a code to join.',
  inviteTeam: 'Invite your team',

  itemsCreated: count({ one: '{count} item created', other: '{count} items created' }),
  importSummary: params('{created}, {updated} updated.'),
  nothingAdded: 'Nothing was added: fix these rows and try again.',
  rowError: params('Row {row}: {message}'),
  namedRowError: params('Row {row} ({name}): {message}'),

  par: 'Par',
  cost: 'Cost',
  parLevelOf: params('Par level of {name}'),
  costPerUnitOf: params('Cost per unit of {name}'),
});
