import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { Connection, Hub } from './hub.ts';

function fakeSocket() {
  const fake = {
    OPEN: 1,
    readyState: 1,
    sent: [] as unknown[],
    pings: 0,
    terminated: false,
    send(data: string) {
      fake.sent.push(JSON.parse(data));
    },
    ping() {
      fake.pings += 1;
    },
    terminate() {
      fake.terminated = true;
      fake.readyState = 3;
    },
  };
  return fake;
}

describe('Hub', () => {
  it('pings live sockets and ends the ones that did not answer the previous ping', () => {
    const hub = new Hub();
    const answering = fakeSocket();
    const silent = fakeSocket();
    const a = new Connection(answering as unknown as WebSocket);
    const b = new Connection(silent as unknown as WebSocket);
    hub.add(a);
    hub.add(b);
    const locationId = randomUUID();
    hub.authenticate(b, randomUUID(), undefined);
    hub.subscribe(b, locationId);

    hub.heartbeat();
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    a.alive = true; // a pong came back
    hub.heartbeat();
    expect(answering.terminated).toBe(false);
    expect(silent.terminated).toBe(true);
    expect(hub.connections.has(b)).toBe(false);
    // A dropped socket receives nothing more.
    hub.deliver({ type: 'stock.updated', location_id: locationId, id: randomUUID() });
    expect(silent.sent).toEqual([]);
  });
});
