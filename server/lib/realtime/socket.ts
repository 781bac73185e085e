import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { members } from '#server/db/schema/index.ts';
import { AppError } from '../app-error.ts';
import type { SessionGuard } from '../sessions/session-guard.ts';
import { type AccessClaims, verifyAccessToken } from '../tokens.ts';
import { CLOSE_UNAUTHORIZED, type ClientMessage, clientMessage } from './events.ts';
import { Connection, type Hub } from './hub.ts';

/** The socket closes when no token came in time. */
export const CLOSE_HANDSHAKE_TIMEOUT = 4408;
/** Longest wait a timer can take (setTimeout overflows past 2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;

export interface RealtimeRouteOptions {
  hub: Hub;
  jwtSecret: string;
  /** A token's sign-in must be on (and its account there) for the socket to take it. */
  sessions: SessionGuard;
  handshakeTimeoutMs: number;
  /** The app's clock: tokens are checked, and expire, by it. */
  now: () => Date;
}

/**
 * `GET /api/realtime`: the first message is `{ token }`, then `{ subscribe }` / `{ unsubscribe }`
 * with location ids the user is a member of. Messages are handled one at a time, in order.
 */
export async function realtimeRoute(app: FastifyInstance, options: RealtimeRouteOptions) {
  const { hub, jwtSecret, sessions } = options;

  const isMember = async (userId: string, locationId: string) => {
    const rows = await app.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.locationId, locationId), eq(members.userId, userId)))
      .limit(1);
    return rows.length > 0;
  };

  app.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket: WebSocket) => {
    const connection = new Connection(socket);
    hub.add(connection);
    let expiry: NodeJS.Timeout | undefined;
    const handshake = setTimeout(() => {
      if (connection.userId) return;
      connection.send({ type: 'error', code: 'AUTH_TIMEOUT' });
      socket.close(CLOSE_HANDSHAKE_TIMEOUT, 'no token in time');
    }, options.handshakeTimeoutMs);

    const refuse = (code: string) => {
      connection.send({ type: 'error', code });
      socket.close(CLOSE_UNAUTHORIZED, code);
    };

    const authenticate = async (token: string) => {
      let claims: AccessClaims;
      try {
        claims = await verifyAccessToken(jwtSecret, token, options.now());
        await sessions.assertLiveSettled(claims);
      } catch (error) {
        // A database that failed is not a refusal: the message handler logs it (INTERNAL).
        if (!(error instanceof AppError)) throw error;
        refuse(error.code);
        return;
      }
      const { userId, sessionId } = claims;
      // A fresh token extends an open socket; it cannot switch the socket to another user.
      if (connection.userId && connection.userId !== userId) return refuse('INVALID_TOKEN');
      if (!connection.userId) hub.authenticate(connection, userId, sessionId);
      else connection.sessionId = sessionId;
      clearTimeout(handshake);
      clearTimeout(expiry);
      const { exp } = decodeJwt(token);
      if (exp !== undefined) {
        const ms = Math.min(Math.max(0, exp * 1000 - options.now().getTime()), MAX_TIMER_MS);
        expiry = setTimeout(() => refuse('TOKEN_EXPIRED'), ms);
      }
      connection.send({ type: 'ready' });
    };

    const subscribe = async (userId: string, locationId: string) => {
      // A removal heard while the membership was being read means the answer may be stale.
      let allowed = false;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const removals = connection.removals;
        allowed = await isMember(userId, locationId);
        if (removals === connection.removals) break;
        allowed = false;
      }
      if (socket.readyState !== socket.OPEN) return;
      if (!allowed) {
        connection.send({ type: 'error', code: 'FORBIDDEN', location_id: locationId });
        return;
      }
      hub.subscribe(connection, locationId);
      connection.send({ type: 'subscribed', location_id: locationId });
    };

    const handle = async (message: ClientMessage) => {
      if ('token' in message) return authenticate(message.token);
      const userId = connection.userId;
      if (!userId) return connection.send({ type: 'error', code: 'NOT_AUTHENTICATED' });
      if ('subscribe' in message) return subscribe(userId, message.subscribe);
      hub.unsubscribe(connection, message.unsubscribe);
      connection.send({ type: 'unsubscribed', location_id: message.unsubscribe });
    };

    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      const message = isBinary ? undefined : parse(data.toString());
      if (!message) {
        connection.send({ type: 'error', code: 'BAD_MESSAGE' });
        return;
      }
      queue = queue
        .then(() => handle(message))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'realtime: handling a message failed');
          connection.send({ type: 'error', code: 'INTERNAL' });
        });
    });
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('error', (error) => app.log.debug({ err: error }, 'realtime: socket error'));
    socket.on('close', () => {
      clearTimeout(handshake);
      clearTimeout(expiry);
      hub.remove(connection);
    });
  });
}

function parse(text: string): ClientMessage | undefined {
  try {
    const parsed = clientMessage.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
