// Messages that code shared with the server (the contract's validation) or with every
// screen (web/lib/errors.ts, web/lib/amounts.ts) writes in English. Screens translate them by
// their English text with useKnownMessage() — FieldFrame and FormAlert do it for every field
// and form error they show; any other text — an API error body — shows as it came.
// The contract's are written out rather than imported: its schemas bring zod, which the
// sign-in screen loads only once the form is used (known-messages.test.ts reads every message
// of contract/*.ts and of amounts.ts and fails on one missing here).
import {
  DELETE_USER_FAILED_MESSAGE,
  FORBIDDEN_NOTIFICATION_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NETWORK_FAILURE_MESSAGE,
  NETWORK_NOTIFICATION_MESSAGE,
  REDEEM_INVITE_FAILED_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  RESET_PASSWORD_FAILED_MESSAGE,
  TIMEOUT_MESSAGE,
  UNAUTHORIZED_NOTIFICATION_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  VALIDATION_NOTIFICATION_MESSAGE,
} from '#web/lib/errors.ts';
import {
  FILE_ID_TWICE_MESSAGE,
  FILE_MISSING_ROW_MESSAGE,
  FILE_NAME_TAKEN_MESSAGE,
  FILE_RECIPE_CYCLE_MESSAGE,
  FILE_ROW_TOO_WIDE_MESSAGE,
  FILE_TOO_BIG_MESSAGE,
  FILE_TOO_MANY_ROWS_MESSAGE,
  FILE_TOO_SLOW_MESSAGE,
  FILE_TWO_OPEN_COUNTS_MESSAGE,
  FILE_TWO_PREFERRED_MESSAGE,
  FILE_USED_TWICE_MESSAGE,
  SALES_FILE_NEEDS_PERIOD_MESSAGE,
  SALES_FILE_TOO_LARGE_MESSAGE,
  SALES_FILE_UNRECOGNISED_MESSAGE,
  SALES_MORE_ROWS_MESSAGE,
  SALES_ROW_EMPTY_MESSAGE,
  SALES_ROW_NOT_A_DATE_MESSAGE,
  SALES_ROW_NOT_A_NUMBER_MESSAGE,
  SALES_ROW_NOT_A_TIME_MESSAGE,
  SALES_ROW_TOO_LARGE_MESSAGE,
} from '#contract/messages.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '#web/lib/form-errors.ts';
import { KNOWN_SERVER_LIMITS } from '#web/lib/rate-limit-messages.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { params } from '#web/lib/i18n/params.ts';

/**
 * Refusals of the counts, waste, sales and reports services (server/modules/…) that a screen
 * shows as they come (FormAlert, a field's error): written out here, word for word, until
 * they are constants of contract/messages.ts; known-messages.test.tsx fails when the server
 * no longer says one of them.
 */
export const KNOWN_SERVER_REFUSALS = {
  itemNotInLocation: 'One of these items is not in this location, or is archived',
  countValueTooLarge:
    'The value of this count is too large to keep (9,999,999,999 or more). Check the quantities and costs of its items.',
  onlyCountInCount: 'Only a count (reason "count") can belong to a count',
  noSuchCount: 'No such count in this item’s location',
  notInSpotCheck: 'This item is not in this spot check',
  archivedNoCount: 'This item is archived. Restore it before counting it.',
  archivedNoWaste: 'This item is archived. Restore it before recording waste of it.',
  chooseClosedCount: 'Choose a closed count of this location',
  countClosedAfterFirst: 'Choose a count closed after the first one',
  manualLineOnly: 'Only a line typed by hand can be deleted; an imported line stays with its file',
  csvOrXlsx: 'Upload a CSV or XLSX file (.csv or .xlsx)',
  chooseFileToImport: 'Choose a file to import',
  fileNoRows: 'The file has no rows to import',
  uploadCutOff: 'The upload was cut off or is not a valid form. Send it again.',
};

export const KNOWN_ENGLISH = {
  enterValidEmail: 'Enter a valid email address',
  enterYourName: 'Enter your name',
  enterYourPassword: 'Enter your password',
  enterCurrentPassword: 'Enter your current password',
  enterInviteCode: 'Enter an invite code',
  enterVenueName: 'Enter the name of your venue',
  passwordsDoNotMatch: 'The two passwords do not match',
  passwordTooShort: 'Use at least 8 characters',
  passwordTooLong: 'Use at most 128 characters',
  atMost32: 'Use at most 32 characters',
  tooManyFileRows: 'This file holds more of these than a location may import',
  atMost40: 'Use at most 40 characters',
  atMost50: 'Use at most 50 characters',
  atMost100: 'Use at most 100 characters',
  atMost200: 'Use at most 200 characters',
  atMost254: 'Use at most 254 characters',
  atMost500: 'Use at most 500 characters',
  atMost1000: 'Use at most 1000 characters',
  atMost2000: 'Use at most 2000 characters',
  atMost20000: 'Use at most 20000 characters',
  noNul: 'Remove the invisible NUL character from this text',

  // The contract's schemas (contract/*.ts).
  enterName: 'Enter a name',
  enterUnit: 'Enter a unit',
  enterNumber: 'Enter a number',
  enterWeightInGrams: 'Enter a weight in grams',
  enterQuestion: 'Enter a question',
  enterIngredient: 'Enter an ingredient',
  enterStorageArea: 'Enter a storage area',
  enterPercentage: 'Enter a percentage',
  enterWholeDays: 'Enter a whole number of days',
  numberAbove0: 'Use a number above 0',
  numberBelow100: 'Use a number below 100',
  number0OrMore: 'Use a number of 0 or more',
  smallerNumber: 'Use a smaller number',
  atMost9999999: 'Use at most 9,999,999',
  // Counts as records and waste (contract/counts.ts, contract/stock-updates.ts).
  spotCheckNeedsItem: 'Name at least one item, or leave item_ids out for a full count',
  spotCheckAtMost5000: 'Name at most 5000 items',
  onlyWasteHasCause: 'Only waste has a cause',
  closedCountCloseTime: 'A closed count has a close time, an open one none',
  atMost99999: 'Use at most 99,999',
  atLeast0001: 'Use at least 0.001',
  wholeNumber: 'Use a whole number',
  atMost4Decimals: 'Use at most 4 decimals',
  weight0OrMore: 'Use a weight of 0 g or more',
  weightBelow1000Kg: 'Use a weight below 1,000 kg',
  percentageAbove0: 'Use a percentage above 0',
  percentageAtMost100: 'Use a percentage of at most 100',
  quantityByCount: 'Change the quantity with a count, not an edit of the item',
  addOneRow: 'Add at least one row',
  importAtMostRows: 'Import at most 5000 rows at once',
  fileEmpty: 'The file is empty',
  fileTooLarge: 'The file is too large',
  dateFormat: 'Use a date (YYYY-MM-DD) or a date and time with an offset',
  boundYears: 'Use a year from 1900 to 9998',
  toNotBeforeFrom: 'Use a "to" that is not before "from"',
  currencyCode: 'Use a 3-letter ISO 4217 code, like USD',
  chooseTimeZone: 'Choose a time zone',
  chooseAssistantLanguage: 'Choose en or es',
  validTimeZone: 'Choose a valid time zone, like Europe/Paris',
  wholeDays: 'Use whole days',
  atLeast1Day: 'Use at least 1 day',
  atMost30Days: 'Use at most 30 days',
  atLeast1Use: 'Allow at least 1 use',
  atMost1000Uses: 'Allow at most 1000 uses',
  atMost50Recipes: 'Use at most 50 recipes',
  itemOrRecipe: 'Choose an inventory item or a recipe',
  yieldTogether: 'Give the yield as a quantity and a unit together',
  atMost200Ingredients: 'Use at most 200 ingredients',
  nameEachLineOnce: 'Name each line once',
  itemOrName: 'Pick an item or enter a name',
  oneCategory: 'Pick at least one category',
  atMost20Conversions: 'Use at most 20 conversions',
  twoDifferentUnits: 'Use two different units',
  addOneLine: 'Add at least one line',
  addOnePrice: 'Add at least one price',
  atMost5000Lines: 'Add at most 5000 lines at once',
  atMost5000Prices: 'Change at most 5000 prices at once',
  catalogueAsCsvOrRows: 'Send the catalogue as CSV text or as a list of rows',
  trueOrFalse: 'Send true or false',
  zeroOrMoreDays: 'Use 0 or more days',
  atMost365Days: 'Use at most 365 days',
  weekdayNumber: 'Use a weekday number from 1 (Monday) to 7 (Sunday)',
  weekdayOnce: 'Use each weekday at most once',
  preferredNeedsItem: 'Link the line to an inventory item before making it preferred',
  // Waste, sales and reports (contract/stock-updates.ts, sales.ts, reports.ts, menu.ts,
  // location-export.ts).
  wasteCause: 'Use one of: spill, breakage, comp, expired, staff, other',
  largerNumber: 'Use a larger number',
  atLeastMinus9999999: 'Use at least -9,999,999',
  numberNot0: 'Use a number other than 0',
  quantityNot0: 'Use a quantity other than 0',
  useTrueOrFalse: 'Use true or false',
  enterPosName: 'Enter a POS name',
  menuItemOrPosName: 'Choose a menu item or type a POS name (one of the two)',
  periodStartsBeforeEnd: 'A period starts before it ends',
  enterWholeWeeks: 'Enter a whole number of weeks',
  atLeast1Week: 'Use at least 1 week',
  atMost52Weeks: 'Use at most 52 weeks',
  atMost50StockItems: 'Use at most 50 stock items',

  // A location's file refused by its import (contract/messages.ts).
  fileIdTwice: FILE_ID_TWICE_MESSAGE,
  fileUsedTwice: FILE_USED_TWICE_MESSAGE,
  fileNameTaken: FILE_NAME_TAKEN_MESSAGE,
  fileMissingRow: FILE_MISSING_ROW_MESSAGE,
  fileTwoPreferred: FILE_TWO_PREFERRED_MESSAGE,
  fileTwoOpenCounts: FILE_TWO_OPEN_COUNTS_MESSAGE,
  fileRecipeCycle: FILE_RECIPE_CYCLE_MESSAGE,
  fileTooBig: FILE_TOO_BIG_MESSAGE,
  fileTooSlow: FILE_TOO_SLOW_MESSAGE,
  // The 429 answers that name their limit (the location file's busy one among them).
  ...KNOWN_SERVER_LIMITS,

  // The sales import's refusals of a whole file (contract/messages.ts).
  salesFileUnrecognised: SALES_FILE_UNRECOGNISED_MESSAGE,
  summaryNeedsPeriod: SALES_FILE_NEEDS_PERIOD_MESSAGE,

  ...KNOWN_SERVER_REFUSALS,

  // A typed amount (web/lib/amounts.ts AMOUNT_MESSAGES).
  amountNotANumber: 'Enter a number, e.g. 2 or 0,5',
  amountGrouped: 'Type it without thousands separators: 1234,5 or 1234.5',
  amountTooPrecise: 'At most 4 decimals',

  // web/lib/errors.ts: its messages, and the specification's error actions (§8).
  networkFailure: NETWORK_FAILURE_MESSAGE,
  timeout: TIMEOUT_MESSAGE,
  unknownError: UNKNOWN_ERROR_MESSAGE,
  redeemInviteFailed: REDEEM_INVITE_FAILED_MESSAGE,
  loginFailed: LOGIN_FAILED_MESSAGE,
  registrationFailed: REGISTRATION_FAILED_MESSAGE,
  resetPasswordFailed: RESET_PASSWORD_FAILED_MESSAGE,
  deleteUserFailed: DELETE_USER_FAILED_MESSAGE,
  networkNotification: NETWORK_NOTIFICATION_MESSAGE,
  validationNotification: VALIDATION_NOTIFICATION_MESSAGE,
  forbidden: FORBIDDEN_NOTIFICATION_MESSAGE,
  signInToContinue: UNAUTHORIZED_NOTIFICATION_MESSAGE,
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  actionTryAgain: 'Try Again',
  actionContactSupport: 'Contact Support',
  actionGoBack: 'Go Back',
  actionRetry: 'Retry',
  actionRefreshPage: 'Refresh Page',
  actionSignIn: 'Sign In',
  actionHome: 'Home',
  actionReviewInput: 'Review Input',
};

/**
 * Known messages with a number or a name in them (`{max}`, `{name}`), known whatever it is:
 * useKnownMessage() reads it back and gives it to the translation, a number written the
 * reader's way. The services' ones are written out as KNOWN_SERVER_REFUSALS are.
 */
export const KNOWN_TEMPLATES = {
  fileTooManyRows: FILE_TOO_MANY_ROWS_MESSAGE,
  fileRowTooWide: FILE_ROW_TOO_WIDE_MESSAGE,
  // The sales import's (contract/messages.ts): its size limit, and a row it cannot read.
  salesFileTooLarge: SALES_FILE_TOO_LARGE_MESSAGE,
  salesRowNotANumber: SALES_ROW_NOT_A_NUMBER_MESSAGE,
  salesRowTooLarge: SALES_ROW_TOO_LARGE_MESSAGE,
  salesRowNotADate: SALES_ROW_NOT_A_DATE_MESSAGE,
  salesRowNotATime: SALES_ROW_NOT_A_TIME_MESSAGE,
  salesRowEmpty: SALES_ROW_EMPTY_MESSAGE,
  salesMoreRows: SALES_MORE_ROWS_MESSAGE,
  fullCountStillOpen:
    'The full count "{name}" is still open. Close it, or delete it, before opening another.',
  countAlreadyClosed: 'The count "{name}" is already closed.',
  closedCountKept: 'The count "{name}" is closed: a closed count is kept as a record.',
  closedCountNotSaved: 'The count "{name}" is closed: this count was not saved in it.',
  itemsNotInLocation: '{count} of these items are not in this location, or are archived',
  wasteAtMostOnHand: 'Only {quantity} {unit} on hand: waste at most that, or count the item first',
  menuItemNameTaken: 'A menu item named "{name}" already exists.',
} as const;

/** The services' templates among KNOWN_TEMPLATES (the others are contract/messages.ts's). */
export const KNOWN_SERVER_TEMPLATES: readonly (keyof typeof KNOWN_TEMPLATES)[] = [
  'fullCountStillOpen',
  'countAlreadyClosed',
  'closedCountKept',
  'closedCountNotSaved',
  'itemsNotInLocation',
  'wasteAtMostOnHand',
  'menuItemNameTaken',
];

/** A template's slots, each a number or a name as useKnownMessage() read it. */
type Slots = Record<string, string>;

export const knownMessages = i18n('known', {
  ...KNOWN_ENGLISH,
  fileTooManyRows: params<Slots>(KNOWN_TEMPLATES.fileTooManyRows),
  fileRowTooWide: params<Slots>(KNOWN_TEMPLATES.fileRowTooWide),
  salesFileTooLarge: params<Slots>(KNOWN_TEMPLATES.salesFileTooLarge),
  salesRowNotANumber: params<Slots>(KNOWN_TEMPLATES.salesRowNotANumber),
  salesRowTooLarge: params<Slots>(KNOWN_TEMPLATES.salesRowTooLarge),
  salesRowNotADate: params<Slots>(KNOWN_TEMPLATES.salesRowNotADate),
  salesRowNotATime: params<Slots>(KNOWN_TEMPLATES.salesRowNotATime),
  salesRowEmpty: params<Slots>(KNOWN_TEMPLATES.salesRowEmpty),
  salesMoreRows: params<Slots>(KNOWN_TEMPLATES.salesMoreRows),
  fullCountStillOpen: params<Slots>(KNOWN_TEMPLATES.fullCountStillOpen),
  countAlreadyClosed: params<Slots>(KNOWN_TEMPLATES.countAlreadyClosed),
  closedCountKept: params<Slots>(KNOWN_TEMPLATES.closedCountKept),
  closedCountNotSaved: params<Slots>(KNOWN_TEMPLATES.closedCountNotSaved),
  itemsNotInLocation: params<Slots>(KNOWN_TEMPLATES.itemsNotInLocation),
  wasteAtMostOnHand: params<Slots>(KNOWN_TEMPLATES.wasteAtMostOnHand),
  menuItemNameTaken: params<Slots>(KNOWN_TEMPLATES.menuItemNameTaken),
  // A 429's wait, after its reason (web/lib/rate-limit-messages.ts withWait): `{wait}` is
  // "2 minutes" in the language shown.
  waitAndTryAgain: params<{ wait: string }>('Please wait {wait} and try again.'),
});
