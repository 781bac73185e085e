import WebSocket from 'ws';
import type { App } from '../app.ts';

export type Message = Record<string, unknown> & { type: string };

/** A Node-side realtime client (Node 20 has no global WebSocket) that records what it hears. */
export class TestSocket {
  readonly messages: Message[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: WebSocket.RawData) => {
      this.messages.push(JSON.parse(data.toString()) as Message);
      this.notify();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.notify();
    });
  }

  static async open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Resolves with the first message (from `from` on) that matches, or fails after a timeout. */
  async next(match: (message: Message) => boolean, timeoutMs = 5_000, from = 0): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) while waiting`);
      if (Date.now() >= deadline) {
        throw new Error(`no matching message; got ${JSON.stringify(this.messages)}`);
      }
      await this.wait(deadline - Date.now());
    }
  }

  /** Resolves with the close code once the server closed the socket. */
  async closedWith(timeoutMs = 5_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() >= deadline) throw new Error('the socket is still open');
      await this.wait(deadline - Date.now());
    }
    return this.closed.code;
  }

  /** Sends the token and waits for `ready`. */
  async authenticate(token: string): Promise<void> {
    this.send({ token });
    await this.next((m) => m.type === 'ready');
  }

  /** Subscribes and waits for the answer (subscribed or an error for that location). */
  async subscribe(locationId: string): Promise<Message> {
    const from = this.messages.length;
    this.send({ subscribe: locationId });
    return this.next(
      (m) => m.location_id === locationId && (m.type === 'subscribed' || m.type === 'error'),
      5_000,
      from,
    );
  }

  close(): Promise<void> {
    if (this.closed || this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.push(done);
    });
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }
}

/** The realtime address of an app listening on a port. */
export async function realtimeUrl(app: App): Promise<string> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/api/realtime`;
}
