import { AppError } from './app-error.ts';

export interface AttemptLimiterOptions {
  /** Attempts allowed per key within one window. */
  max: number;
  windowMs: number;
  /** Where the windows are kept: this process by default, Redis when shared (shared-limits.ts). */
  windows?: AttemptWindows;
  /** Keys kept at most by the windows in this process; the oldest are forgotten first. */
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
 * Where an AttemptLimiter keeps its windows. Times are the limiter's clock (the app's), passed
 * in, so every store ends a window at the same moment. `add` counts one attempt unless the live
 * window already holds `atMost` (then it counts nothing), in one step, and answers the window
 * and whether it counted.
 */
export interface AttemptWindows {
  get(key: string, now: number, windowMs: number): Promise<AttemptWindow | undefined>;
  add(key: string, now: number, windowMs: number, atMost: number): Promise<AddedAttempt>;
  delete(key: string): Promise<void>;
}

export interface AddedAttempt {
  window: AttemptWindow;
  counted: boolean;
}

/** Windows in this process, bounded: past `maxKeys` the oldest are forgotten first. */
export class LocalAttemptWindows implements AttemptWindows {
  private readonly windows = new Map<string, AttemptWindow>();

  constructor(private readonly maxKeys = 100_000) {}

  get(key: string, now: number, windowMs: number): Promise<AttemptWindow | undefined> {
    return Promise.resolve(this.live(key, now, windowMs));
  }

  add(key: string, now: number, windowMs: number, atMost: number): Promise<AddedAttempt> {
    const window = this.live(key, now, windowMs);
    if (window && window.count >= atMost) return Promise.resolve({ window, counted: false });
    if (!window && this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    const counted = window
      ? { ...window, count: window.count + 1, lastAt: now }
      : { startedAt: now, count: 1, lastAt: now };
    this.windows.set(key, counted);
    return Promise.resolve({ window: counted, counted: true });
  }

  delete(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  private live(key: string, now: number, windowMs: number): AttemptWindow | undefined {
    const window = this.windows.get(key);
    if (window && now - window.startedAt >= windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}

/**
 * Counts attempts per key (an IP, an account) in fixed windows. A window always ends, so a
 * limit never locks the real owner out for good. The windows live in this process, or in
 * Redis when the app has one, so that every process counts together (decision 037).
 */
export class AttemptLimiter {
  private readonly windows: AttemptWindows;
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: AttemptLimiterOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.windows = options.windows ?? new LocalAttemptWindows(options.maxKeys);
    this.now = options.now ?? Date.now;
  }

  /** The key's window while it lasts (read-only: counting goes through `record`). */
  current(key: string): Promise<AttemptWindow | undefined> {
    return this.windows.get(key, this.now(), this.windowMs);
  }

  /** Seconds until the key may try again; 0 when it may now. */
  async retryAfterSeconds(key: string): Promise<number> {
    return this.waitOf(await this.current(key));
  }

  /** Throws 429 RATE_LIMITED (with Retry-After) when the key has used its attempts. */
  async assertAllowed(
    key: string,
    message = 'Too many attempts. Please wait and try again.',
  ): Promise<void> {
    throwIfWaiting(await this.retryAfterSeconds(key), message);
  }

  /**
   * Counts one attempt if the key has attempts left, else throws 429 RATE_LIMITED: check and
   * count in one step, so requests at the same moment (in any process) never pass the limit.
   */
  async take(
    key: string,
    message = 'Too many attempts. Please wait and try again.',
  ): Promise<void> {
    const { window, counted } = await this.windows.add(key, this.now(), this.windowMs, this.max);
    if (!counted) throwIfWaiting(this.waitOf(window), message);
  }

  /** Counts one attempt (for example a failed login) against the key. */
  async record(key: string): Promise<void> {
    await this.windows.add(key, this.now(), this.windowMs, Number.POSITIVE_INFINITY);
  }

  /** Forgets the key's attempts (for example after a successful login). */
  reset(key: string): Promise<void> {
    return this.windows.delete(key);
  }

  private waitOf(window: AttemptWindow | undefined): number {
    if (!window || window.count < this.max) return 0;
    return Math.max(1, Math.ceil((window.startedAt + this.windowMs - this.now()) / 1000));
  }
}

function throwIfWaiting(retryAfter: number, message: string): void {
  if (retryAfter > 0) {
    throw new AppError('RATE_LIMITED', message, { retry_after: retryAfter }, retryAfter);
  }
}
