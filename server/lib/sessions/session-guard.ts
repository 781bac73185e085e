import { ACCOUNT_GONE_MESSAGE } from '#contract/messages.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '../app-error.ts';
import { CheckedSessions } from './checked-sessions.ts';
import {
  accountExists,
  isSessionLive,
  liveSessionKeys,
  type SessionRef,
  sessionKey,
} from './session-state.ts';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * How long after its own sign-out a sign-in's access token may still delete its account: the
 * account screen signs out first, then deletes (product specification §4).
 */
export const SIGNED_OUT_DELETION_GRACE_MS = 60_000;

/**
 * Whether an access token's sign-in is still on: not signed out, not ended by a new password,
 * a password reset or a reused refresh token, its account not deleted. Answers from memory for
 * `windowMs` after the database said yes (`CheckedSessions`); the processes that end sign-ins
 * tell every process to forget them (`forgetUser`, through the realtime bus).
 */
export class SessionGuard {
  private readonly checked: CheckedSessions;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    windowMs: number,
  ) {
    this.checked = new CheckedSessions(windowMs, () => now().getTime());
  }

  /** Throws 401 INVALID_TOKEN when the token's sign-in ended or its account is gone. */
  async assertLive(ref: SessionRef): Promise<void> {
    const key = sessionKey(ref);
    if (this.checked.has(key, ref.userId)) return;
    const mark = this.checked.mark();
    if (!(await isSessionLive(this.db, ref, this.now()))) throw await this.refusal(ref);
    this.checked.remember(key, ref.userId, mark);
  }

  /**
   * `assertLive` for a socket that is not yet among the hub's: a notice heard while the
   * database was asked may be about this very sign-in, so it is asked again.
   */
  async assertLiveSettled(ref: SessionRef): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const mark = this.checked.mark();
      await this.assertLive(ref);
      if (!this.checked.changedSince(mark)) return;
    }
    throw new AppError('INVALID_TOKEN', SESSION_ENDED_MESSAGE);
  }

  /**
   * `assertLive`, also letting through a sign-in that its own sign-out ended within
   * SIGNED_OUT_DELETION_GRACE_MS. Always asks the database.
   */
  async assertLiveOrJustSignedOut(ref: SessionRef): Promise<void> {
    const live = await isSessionLive(this.db, ref, this.now(), SIGNED_OUT_DELETION_GRACE_MS);
    if (!live) throw await this.refusal(ref);
  }

  /** The keys (`sessionKey`) of the refs whose sign-in is still on. */
  liveAmong(refs: SessionRef[]): Promise<Set<string>> {
    return liveSessionKeys(this.db, refs, this.now());
  }

  /** Forgets what this process checked of the user's sign-ins (some of them ended). */
  forgetUser(userId: string): void {
    this.checked.forgetUser(userId);
  }

  /** Forgets every check (notices of ended sign-ins may have been missed). */
  clear(): void {
    this.checked.clear();
  }

  private async refusal(ref: SessionRef): Promise<AppError> {
    const gone = !ref.sessionId || !(await accountExists(this.db, ref.userId));
    return new AppError('INVALID_TOKEN', gone ? ACCOUNT_GONE_MESSAGE : SESSION_ENDED_MESSAGE);
  }
}
