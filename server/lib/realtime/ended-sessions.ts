import type { SessionGuard } from '../sessions/session-guard.ts';
import { sessionKey } from '../sessions/session-state.ts';
import { CLOSE_UNAUTHORIZED } from './events.ts';
import type { Connection, Hub } from './hub.ts';

/**
 * Closes those of `connections` whose sign-in ended (4401, `INVALID_TOKEN`): the web app then
 * tries to refresh, which fails, and signs out. Asks the database in one statement for all.
 */
export async function closeEndedSessions(
  hub: Hub,
  sessions: SessionGuard,
  connections: Iterable<Connection>,
): Promise<void> {
  const signedIn = [...connections].flatMap((connection) =>
    connection.userId === undefined
      ? []
      : [{ connection, ref: { userId: connection.userId, sessionId: connection.sessionId } }],
  );
  if (signedIn.length === 0) return;
  const live = await sessions.liveAmong(signedIn.map(({ ref }) => ref));
  for (const { connection, ref } of signedIn) {
    // Re-authenticated meanwhile with another sign-in: that one was checked when it came.
    if (connection.sessionId !== ref.sessionId || live.has(sessionKey(ref))) continue;
    connection.send({ type: 'error', code: 'INVALID_TOKEN' });
    connection.socket.close(CLOSE_UNAUTHORIZED, 'INVALID_TOKEN');
    hub.remove(connection);
  }
}
