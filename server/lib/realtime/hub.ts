import type { WebSocket } from 'ws';
import type { DomainEvent, ServerMessage } from './events.ts';

/** One open socket: its user (and sign-in) once authenticated, and the locations it listens to. */
export class Connection {
  userId: string | undefined;
  /** The sign-in of the socket's latest token, when it names one. */
  sessionId: string | undefined;
  readonly locations = new Set<string>();
  /** Counts the removals of this user heard while the socket lives (see Hub.subscribe). */
  removals = 0;
  alive = true;

  constructor(readonly socket: WebSocket) {}

  send(message: ServerMessage): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

/** The sockets of one process, by location and by user, and the delivery of events to them. */
export class Hub {
  private readonly byLocation = new Map<string, Set<Connection>>();
  private readonly byUser = new Map<string, Set<Connection>>();
  readonly connections = new Set<Connection>();

  add(connection: Connection): void {
    this.connections.add(connection);
  }

  authenticate(connection: Connection, userId: string, sessionId: string | undefined): void {
    connection.userId = userId;
    connection.sessionId = sessionId;
    addTo(this.byUser, userId, connection);
  }

  /** The user's sockets in this process. */
  connectionsOf(userId: string): Connection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  subscribe(connection: Connection, locationId: string): void {
    connection.locations.add(locationId);
    addTo(this.byLocation, locationId, connection);
  }

  unsubscribe(connection: Connection, locationId: string): boolean {
    removeFrom(this.byLocation, locationId, connection);
    return connection.locations.delete(locationId);
  }

  remove(connection: Connection): void {
    this.connections.delete(connection);
    for (const locationId of connection.locations) {
      removeFrom(this.byLocation, locationId, connection);
    }
    connection.locations.clear();
    if (connection.userId) removeFrom(this.byUser, connection.userId, connection);
  }

  /**
   * Sends an event to the sockets subscribed to its location, as `{ type, location_id, id }`
   * only. A `membership.removed` first takes the location away from every socket of that user
   * (`access.revoked`); other membership events also reach the member's own sockets.
   */
  deliver(event: DomainEvent): void {
    const message = { type: event.type, location_id: event.location_id, id: event.id };
    const targets = new Set(this.byLocation.get(event.location_id));
    const userSockets = 'user_id' in event ? this.byUser.get(event.user_id) : undefined;
    if (event.type === 'membership.removed' && userSockets) {
      for (const connection of userSockets) {
        connection.removals += 1;
        this.unsubscribe(connection, event.location_id);
        targets.delete(connection);
        connection.send({ type: 'access.revoked', location_id: event.location_id });
      }
    } else if (userSockets) {
      for (const connection of userSockets) targets.add(connection);
    }
    for (const connection of targets) connection.send(message);
  }

  /** After the bus was deaf for a while: every subscribed socket refetches its location. */
  resync(): void {
    for (const [locationId, connections] of this.byLocation) {
      for (const connection of connections) {
        connection.send({ type: 'resync', location_id: locationId, id: locationId });
      }
    }
  }

  /** Ends the sockets that did not answer the previous ping, then pings the others. */
  heartbeat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.remove(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /** The server is stopping: clients reconnect elsewhere (1001, going away). */
  closeAll(): void {
    for (const connection of this.connections) {
      connection.socket.close(1001, 'server shutting down');
      this.remove(connection);
    }
  }
}

function addTo(map: Map<string, Set<Connection>>, key: string, connection: Connection) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(connection);
}

function removeFrom(map: Map<string, Set<Connection>>, key: string, connection: Connection) {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}
