/**
 * Accounts a process has recently seen to exist, so a signed-in request does not ask the
 * database about its own account every time. A deleted account's memberships are gone with
 * it, so within the window its token reaches no location's data; the process that deletes an
 * account forgets it at once.
 */
export class KnownAccounts {
  private readonly seenAt = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 50_000,
  ) {}

  /** Whether `userId` was seen to exist within the window. */
  has(userId: string): boolean {
    if (this.windowMs <= 0) return false;
    const seen = this.seenAt.get(userId);
    return seen !== undefined && this.now() - seen < this.windowMs;
  }

  remember(userId: string): void {
    if (this.windowMs <= 0) return;
    // Bounded: a flood of distinct accounts only costs the queries it would cost anyway.
    if (this.seenAt.size >= this.maxEntries) this.seenAt.clear();
    this.seenAt.set(userId, this.now());
  }

  forget(userId: string): void {
    this.seenAt.delete(userId);
  }
}
