/** Texts of the specification that both the server and the web show. No zod here: the web's first page loads this. */
export const FORBIDDEN_MESSAGE = "You don't have permission to perform this action.";
/** A request without a session (no token, or the refresh cookie is missing). */
export const MISSING_TOKEN_MESSAGE = 'You need to sign in to continue.';
/** A token or session of an account that has since been deleted. */
export const ACCOUNT_GONE_MESSAGE = 'This account no longer exists.';
/** A second receive (or a send) of a shopping list that was already received: 409. */
export const LIST_ALREADY_RECEIVED_MESSAGE = 'This list was already received.';

// A location's file refused by `POST /api/locations/import` (decision 031), each on the field at
// fault (`items.3.name`) or on `file` for the whole of it. The web translates them by their text
// (web/lib/i18n/locales/en/known.ts); a template's `{max}` is a number, written as `withMax` does.
/** Two rows of one collection share an id. */
export const FILE_ID_TWICE_MESSAGE = 'This id is used twice';
/** A value the database keeps unique (an item in one count, a POS name's mapping…) is there twice. */
export const FILE_USED_TWICE_MESSAGE = 'This is used twice';
/** Two rows share a name (in any case) where the venue's names are unique. */
export const FILE_NAME_TAKEN_MESSAGE = 'That name is taken';
/** A reference (`item_id`, `vendor_id`…) to a row the file does not hold. */
export const FILE_MISSING_ROW_MESSAGE = 'This refers to a row that is not in the file';
/** Two preferred catalogue lines for one item. */
export const FILE_TWO_PREFERRED_MESSAGE = 'An item has one preferred line at most';
/** A second open full count. */
export const FILE_TWO_OPEN_COUNTS_MESSAGE = 'Only one full count may be open';
/** A recipe among its own ingredients, at any depth. */
export const FILE_RECIPE_CYCLE_MESSAGE =
  'A recipe cannot contain itself, directly or through another recipe';
/** Reading the file ran out of the memory an import may use. */
export const FILE_TOO_BIG_MESSAGE = 'This file needs more memory to read than an import may use.';
/** Reading the file took longer than an import may. */
export const FILE_TOO_SLOW_MESSAGE = 'This file took too long to read.';
/** A location's file while the server is already reading as many as it reads at once. */
export const FILE_IMPORT_BUSY_MESSAGE =
  'Another location file is being imported right now. Try again in a minute.';
/** More objects and arrays than the largest venue's file holds, counted before parsing. */
export const FILE_TOO_MANY_ROWS_MESSAGE =
  'This file holds more rows than a location may import ({max} at most).';
/** An object with more keys than any row of the format. */
export const FILE_ROW_TOO_WIDE_MESSAGE = 'A row of this file has more than {max} fields.';

/** A template message with its `{max}` filled as the server writes numbers: `702,000`. */
export function withMax(template: string, max: number): string {
  return template.replace('{max}', max.toLocaleString('en-US'));
}

// The sales import's refusals (server/modules/sales/sales-file.ts): of the whole file, on
// `file`, `from` or `to`, and of a row, in the answer's `errors` (`{ row, message }`). The web
// translates them by their text (web/lib/i18n/locales/en/known.ts); a template's `{column}` is
// the column's key as the file has it (`net_sales`), `{value}` what the cell holds (40
// characters at most), `{count}` and `{max}` numbers.
/** A file whose header is none of the formats the import reads, naming the columns of each. */
export const SALES_FILE_UNRECOGNISED_MESSAGE =
  "The file's columns are not a sales export this import reads. Use one of: date, item, quantity, net_sales (pos_code optional); Square's item sales detail (Date, Time, Item, Qty, Net Sales); Toast's ItemSelectionDetails (Order Date, Menu Item, Qty, Net Price, Void?); Clover's item sales report (Name, Sold, Net Sales)";
/** A summary export (Clover's) without dates, sent without the period it covers. */
export const SALES_FILE_NEEDS_PERIOD_MESSAGE =
  'This file is a summary with no dates: give the period it covers (from and to)';
/** A file over the import's size (413). */
export const SALES_FILE_TOO_LARGE_MESSAGE = 'The file is too large: upload at most {max} MB';
/** A cell that should hold a number (a quantity, an amount) and does not. */
export const SALES_ROW_NOT_A_NUMBER_MESSAGE = '{column}: "{value}" is not a number';
/** A number too large to keep (a billion or more). */
export const SALES_ROW_TOO_LARGE_MESSAGE = '{column}: "{value}" is too large';
/** A cell that should hold a date and does not. */
export const SALES_ROW_NOT_A_DATE_MESSAGE = '{column}: "{value}" is not a date';
/** A cell that should hold a time of day and does not. */
export const SALES_ROW_NOT_A_TIME_MESSAGE = '{column}: "{value}" is not a time';
/** A row without a value the format needs (the item's name, its quantity, its date). */
export const SALES_ROW_EMPTY_MESSAGE = '{column}: this row has none';
/** The last of the rows listed, past the first 100: how many more cannot be read. */
export const SALES_MORE_ROWS_MESSAGE = '{count} more rows cannot be read';

/** A template message with its slots filled, numbers as the server writes them: `2,400`. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = values[name];
    if (value === undefined) return slot;
    return typeof value === 'number' ? value.toLocaleString('en-US') : value;
  });
}

// A generated list's name and notes (server/modules/buying/generate.service.ts), written in the
// language the generate request names (`language`, the app's) and kept as written. A name is the
// vendor's name (or the words for none) and the venue's day: `Sin proveedor 2026-11-20`.
/** The app's languages, as a request names them (English when it names none). */
export const APP_LANGUAGES = ['en', 'es'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** A generated list's words in each language. */
export const GENERATED_LIST_WORDS: Record<AppLanguage, { withoutVendor: string; notes: string }> = {
  en: {
    withoutVendor: 'Without vendor',
    notes: 'Generated from the items at or below their reorder point.',
  },
  es: {
    withoutVendor: 'Sin proveedor',
    notes: 'Generada a partir de los artículos que están en su punto de pedido o por debajo.',
  },
};

/**
 * The mail outbox's own reasons for a failed try (server/lib/mail-queue/worker.ts), as a
 * list's `mail.last_error` carries them; the web translates these two and shows any other
 * reason (the mail server's) as it came.
 */
export const MAIL_REASON_UNKNOWN = 'unknown error';
export const MAIL_REASON_MISSING = 'the message is missing';
