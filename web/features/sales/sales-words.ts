import type { SalesFormat, SalesSource } from '#contract/sales.ts';

/** Each format's name, a message of the `sales` namespace. */
export const FORMAT_NAMES = {
  square: 'formatSquare',
  toast: 'formatToast',
  clover: 'formatClover',
  plain: 'formatPlain',
} as const satisfies Record<SalesFormat, string>;

/** Where a line came from, a message of the `sales` namespace. */
export const SOURCE_NAMES = {
  ...FORMAT_NAMES,
  manual: 'sourceManual',
} as const satisfies Record<SalesSource, string>;
