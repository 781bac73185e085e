import { AppError } from './app-error.ts';
import { AttemptLimiter, type AttemptWindows } from './attempt-limiter.ts';

export interface SignInLimitsOptions {
  /** Failures one client may make on one account per window; then that client waits it out. */
  perClient: { max: number; windowMs: number };
  /**
   * Failures on one account per window, all clients together, before each further attempt on
   * it waits: `firstDelayMs` after the last failure, doubling with every failure past `after`,
   * never more than `maxDelayMs`.
   */
  perAccount: { after: number; windowMs: number; firstDelayMs: number; maxDelayMs: number };
  /** Keys kept at most by each counter; the oldest windows are forgotten first. */
  maxKeys?: number;
  /** Where each counter keeps its windows (shared-limits.ts); this process by default. */
  windows?: (name: 'sign-in-client' | 'sign-in-account') => AttemptWindows;
  now?: () => number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitsOptions = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  perAccount: { after: 10, windowMs: 15 * 60_000, firstDelayMs: 1_000, maxDelayMs: 8_000 },
};

/**
 * Failed password checks (sign-ins, the current password of an account change), counted so
 * that a stranger can slow an account down but never lock its owner out:
 * - by account and client (the IP address): past `perClient.max` failures that client waits
 *   for its window to end, on that account only; another device of the owner is not counted;
 * - by account alone: past `perAccount.after` failures from any clients, every attempt waits a
 *   few seconds after the last failure, which caps guessing from many addresses at a few a
 *   minute while the owner, at worst, waits as long.
 * A refused attempt counts nothing, so hammering does not lengthen any wait. Counters live in
 * this process, or in Redis when the app shares its limits (decision 037).
 */
export class SignInLimits {
  private readonly byClient: AttemptLimiter;
  private readonly byAccount: AttemptLimiter;
  private readonly perAccount: SignInLimitsOptions['perAccount'];
  private readonly now: () => number;

  constructor(options: SignInLimitsOptions) {
    this.now = options.now ?? Date.now;
    this.perAccount = options.perAccount;
    const common = { now: this.now, ...(options.maxKeys ? { maxKeys: options.maxKeys } : {}) };
    const windows = (name: 'sign-in-client' | 'sign-in-account') =>
      options.windows ? { windows: options.windows(name) } : {};
    this.byClient = new AttemptLimiter({
      ...options.perClient,
      ...common,
      ...windows('sign-in-client'),
    });
    this.byAccount = new AttemptLimiter({
      max: Number.POSITIVE_INFINITY,
      windowMs: options.perAccount.windowMs,
      ...common,
      ...windows('sign-in-account'),
    });
  }

  /** Throws 429 RATE_LIMITED, with the seconds to wait, when this attempt must wait. */
  async assertAllowed(account: string, client: string, message: string): Promise<void> {
    const [clientWait, accountWait] = await Promise.all([
      this.byClient.retryAfterSeconds(clientKey(account, client)),
      this.accountRetryAfterSeconds(account),
    ]);
    const retryAfter = Math.max(clientWait, accountWait);
    if (retryAfter > 0) {
      throw new AppError('RATE_LIMITED', message, { retry_after: retryAfter }, retryAfter);
    }
  }

  /** Counts a wrong password against the account and the client. */
  async failed(account: string, client: string): Promise<void> {
    await Promise.all([
      this.byClient.record(clientKey(account, client)),
      this.byAccount.record(account.toLowerCase()),
    ]);
  }

  /** The right password: the client starts counting afresh (the account's count stays). */
  succeeded(account: string, client: string): Promise<void> {
    return this.byClient.reset(clientKey(account, client));
  }

  private async accountRetryAfterSeconds(account: string): Promise<number> {
    const window = await this.byAccount.current(account.toLowerCase());
    const { after, firstDelayMs, maxDelayMs } = this.perAccount;
    if (!window || window.count < after) return 0;
    const delay = Math.min(firstDelayMs * 2 ** (window.count - after), maxDelayMs);
    const waitMs = window.lastAt + delay - this.now();
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }
}

function clientKey(account: string, client: string): string {
  return `${account.toLowerCase()}\n${client}`;
}
