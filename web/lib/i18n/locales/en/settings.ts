import { i18n } from '#web/lib/i18n/i18n.ts';

export const settingsMessages = i18n('settings', {
  title: 'Your settings',
  description: 'Your preferences on this device.',
  theme: 'Theme',
  themeHelp: 'System follows the light or dark setting of your phone or computer.',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  language: 'Language',
  languageHelp: "The language of the app's screens on this device.",
  yourAccount: 'Your account',
  accountPage: 'Your name, email, password and plan are on the {link} page.',
  account: 'Account',
});
