import { z } from 'zod';
import { AMOUNT_MESSAGES, readAmount } from './amounts.ts';

/** The ways of writing a number that read as one but are refused (see readAmount). */
const SAID_HOW = new Set<string>([AMOUNT_MESSAGES.grouped, AMOUNT_MESSAGES.tooPrecise]);

/**
 * A form field holding a typed amount. What looks like a number written another way — with a
 * thousands separator ("1.234,5") or more decimals than are kept — is refused here with a
 * message saying how to type it; an empty field or plain text is left to the contract's own
 * message ("Enter a number") once the form has read its amounts.
 */
export function typedAmount() {
  return z.string().superRefine((typed, ctx) => {
    const reading = readAmount(typed);
    if ('problem' in reading && SAID_HOW.has(reading.problem)) {
      ctx.addIssue({ code: 'custom', message: reading.problem });
    }
  });
}
