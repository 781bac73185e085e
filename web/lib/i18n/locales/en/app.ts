import { count } from '@nanostores/i18n';
import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

/**
 * The frame of the signed-in screens (web/app/layouts): navigation, location picker, account
 * menu, and what the app says from there (lost access, a count not saved, offline, a new
 * version).
 */
export const appMessages = i18n('app', {
  // The location's screens (nav-items.ts).
  navDashboard: 'Dashboard',
  navStocklist: 'Stock list',
  navShoppingLists: 'Shopping lists',
  navItems: 'Items',
  navRecipes: 'Recipes',
  navMenu: 'Menu',
  navSales: 'Sales',
  navReports: 'Reports',
  navCounts: 'Counts',
  navChangelog: 'Change log',
  navAiChat: 'AI chat',
  navSettings: 'Location settings',
  sidebar: 'Location',
  bottomBar: 'Location (bottom bar)',
  more: 'More',

  // The location picker.
  switchLocation: params('Location: {name}. Switch location'),
  // Under the header when the venue's time zone is not the device's.
  timesIn: params('Times in {zone}'),
  chooseLocation: 'Choose a location',
  locations: 'Locations',
  yourLocations: 'Your locations',
  current: '(current)',
  addLocation: 'Add a location',
  joinWithCode: 'Join with an invite code',

  // The account menu.
  accountMenu: 'Account menu',
  account: 'Account',
  settings: 'Your settings',
  waitingList: 'Waiting list',
  signOut: 'Sign out',
  unsentTitle: 'Sign out with counts not sent?',
  unsentText: count({
    one: '{count} count made on this phone has not reached the server yet. Signing out deletes it from this phone. Stay signed in and they go as soon as the connection is back.',
    other:
      '{count} counts made on this phone have not reached the server yet. Signing out deletes them from this phone. Stay signed in and they go as soon as the connection is back.',
  }),
  refusedTitle: 'Sign out with counts not saved?',
  refusedText: count({
    one: '{count} count the server did not save is listed on the stock list. Signing out deletes it from this phone: note what it was first.',
    other:
      '{count} counts the server did not save are listed on the stock list. Signing out deletes them from this phone: note what they were first.',
  }),
  staySignedIn: 'Stay signed in',
  signOutAnyway: 'Sign out anyway',

  // Said from anywhere in the app.
  accessLost: params('You no longer have access to {name}.'),
  accessLostHere: 'You no longer have access to this location.',
  countNotSaved: params('{name} was not saved: {reason}'),
  countNotSavedArchived: params('{name} was not saved: it was archived.'),
  newVersion: 'A new version of Barback is ready',
  reload: 'Reload',

  // The offline bar (offline-indicator.tsx).
  offline: 'Offline',
  offlineWaiting: count({
    one: 'Offline — {count} count waiting',
    other: 'Offline — {count} counts waiting',
  }),
  offlineSynced: params('Offline — last synced {time}'),
  offlineWaitingSynced: params(
    count({
      one: 'Offline — {count} count waiting — last synced {time}',
      other: 'Offline — {count} counts waiting — last synced {time}',
    }),
  ),
  sending: count({ one: 'Sending {count} count…', other: 'Sending {count} counts…' }),
});
