/**
 * What a process has recently seen to be live: sign-ins (by their id) and, for a token that
 * names none, accounts. A signed-in request then does not ask the database each time. An entry
 * lasts `windowMs` at most, so a process that missed a "sessions ended" notice still refuses
 * the token within that window; `forgetUser` and `clear` drop entries at once, and a check that
 * began before either is not kept (its answer may be from before the end).
 */
export class CheckedSessions {
  private readonly checkedAt = new Map<string, { userId: string; at: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  private generation = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 50_000,
  ) {}

  /** A mark taken before asking the database; `remember` and `changedSince` compare with it. */
  mark(): number {
    return this.generation;
  }

  /** Whether anything was forgotten since `mark`. */
  changedSince(mark: number): boolean {
    return mark !== this.generation;
  }

  /** Whether `key` (a sign-in id, or `account:<id>`) of `userId` was seen live within the window. */
  has(key: string, userId: string): boolean {
    if (this.windowMs <= 0) return false;
    const entry = this.checkedAt.get(key);
    return entry !== undefined && entry.userId === userId && this.now() - entry.at < this.windowMs;
  }

  /** Keeps what a check begun at `mark` found live, unless something was forgotten since. */
  remember(key: string, userId: string, mark: number): void {
    if (this.windowMs <= 0 || this.changedSince(mark)) return;
    // Bounded: a flood of sign-ins only costs the queries it would cost anyway.
    if (this.checkedAt.size >= this.maxEntries) this.drop();
    this.checkedAt.set(key, { userId, at: this.now() });
    let keys = this.byUser.get(userId);
    if (!keys) {
      keys = new Set();
      this.byUser.set(userId, keys);
    }
    keys.add(key);
  }

  /** Forgets every sign-in of the user: the next request asks the database. */
  forgetUser(userId: string): void {
    this.generation += 1;
    for (const key of this.byUser.get(userId) ?? []) this.checkedAt.delete(key);
    this.byUser.delete(userId);
  }

  /** Forgets everything (the notices may have been missed). */
  clear(): void {
    this.generation += 1;
    this.drop();
  }

  private drop(): void {
    this.checkedAt.clear();
    this.byUser.clear();
  }
}
