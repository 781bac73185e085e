import { params } from '#web/lib/i18n/params.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

// Recording waste from the stock list: the row's action and its sheet.
export const wasteMessages = i18n('waste', {
  recordWasteOf: params('Record waste of {name}'),
  title: params('Waste: {name}'),
  amount: params('Amount wasted ({unit})'),
  onHand: params('{quantity} on hand.'),
  amountProblem: 'Enter an amount above 0, such as 1 or 0.5.',
  cause: 'Cause',
  pickCause: 'Pick a cause.',
  note: 'Note',
  notePlaceholder: 'What happened (optional)',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  offline:
    'You are offline. Waste is only saved with a connection: nothing was recorded. Save again once you are back online.',
  failed: 'The waste could not be saved. Check your connection and try again.',
  saved: params('{name}: {amount} {unit} wasted ({cause}).'),
  spill: 'Spill',
  breakage: 'Breakage',
  comp: 'Comp',
  expired: 'Expired',
  staff: 'Staff drink',
  other: 'Other',
});
