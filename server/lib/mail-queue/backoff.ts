/** Deliveries tried before a mail is `failed` for good (until someone presses Retry). */
export const MAX_ATTEMPTS = 8;
/** The wait after the first failed try; each later failure doubles it. */
export const FIRST_RETRY_MS = 30_000;
/** The longest wait between two tries. */
export const LONGEST_RETRY_MS = 30 * 60_000;
/**
 * How long a worker holds a row it is sending. Longer than the SMTP transport's own limits
 * (10 s to connect, 10 s for the greeting, 30 s of silence), so only a process that died while
 * sending leaves a row for another worker to take again.
 */
export const SENDING_LEASE_MS = 2 * 60_000;

/**
 * The wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min… doubling up
 * to 30 min. With 8 tries a mail is given up about an hour and a half after it was queued.
 */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^6 × 30 s is past the cap already; a bounded exponent keeps the number exact.
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(doublings, 10));
}
