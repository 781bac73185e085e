import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

/**
 * The shared components (web/components/ui) and the frame of every page that is not a
 * signed-in screen (public layout, route error, guards). Part of the first page: keep it short.
 */
export const uiMessages = i18n('ui', {
  skipToContent: 'Skip to content',
  switchToDark: 'Switch to dark theme',
  switchToLight: 'Switch to light theme',
  loading: 'Loading...',
  undo: 'Undo',
  dismissNotification: 'Dismiss notification',
  notifications: 'Notifications',
  close: 'Close',
  showPassword: 'Show password',
  optional: '(optional)',
  tryAgain: 'Try again',
  deleting: 'Deleting…',
  loadFailed: params('{what} could not be loaded. Check your connection and try again.'),
  footer: 'Barback — stock and inventory for restaurants and bars.',
  locationNotFound: 'Location not found',
  locationNotFoundDescription: 'This location does not exist, or you are not a member of it.',
  chooseYourLocation: 'Choose one of your locations',
  somethingWentWrong: 'Something went wrong',
  screenNotShown: 'This screen could not be shown. Try again, or go back to the start.',
  details: params('Details: {detail}'),
  home: 'Home',
});
