import { AppError } from './app-error.ts';

export interface AttemptLimiterOptions {
  /** Attempts allowed per key within one window. */
  max: number;
  windowMs: number;
  /** Keys kept at most; the oldest windows are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

/** One key's attempts in its current window. */
export interface AttemptWindow {
  startedAt: number;
  count: number;
  /** When the latest attempt was counted. */
  lastAt: number;
}

/**
 * Counts attempts per key (an IP, an account) in fixed windows. A window always ends, so a
 * limit never locks the real owner out for good. Counters live in this process.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, AttemptWindow>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: AttemptLimiterOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** The key's window while it lasts (read-only: counting goes through `record`). */
  current(key: string): Readonly<AttemptWindow> | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.startedAt >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until the key may try again; 0 when it may now. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.max) return 0;
    return Math.max(1, Math.ceil((window.startedAt + this.windowMs - this.now()) / 1000));
  }

  /** Throws 429 RATE_LIMITED (with Retry-After) when the key has used its attempts. */
  assertAllowed(key: string, message = 'Too many attempts. Please wait and try again.'): void {
    const retryAfter = this.retryAfterSeconds(key);
    if (retryAfter > 0) {
      throw new AppError('RATE_LIMITED', message, { retry_after: retryAfter }, retryAfter);
    }
  }

  /** Counts one attempt (for example a failed login) against the key. */
  record(key: string): void {
    const window = this.current(key);
    if (window) {
      this.windows.set(key, { ...window, count: window.count + 1, lastAt: this.now() });
      return;
    }
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    this.windows.set(key, { startedAt: this.now(), count: 1, lastAt: this.now() });
  }

  /** Forgets the key's attempts (for example after a successful login). */
  reset(key: string): void {
    this.windows.delete(key);
  }
}
