/**
 * The realtime channel (`GET /api/realtime`, a WebSocket): after opening it sends
 * `{ token }`, then `{ subscribe: location_id }`, and hands every event to `onEvent`.
 * It reconnects with exponential backoff (1 s doubling to 30 s, with jitter) and never
 * writes to the console: a server that is down or a phone in a cellar just means quiet
 * retries. One connection follows one location; switching locations opens a new one.
 */
import {
  CLOSE_UNAUTHORIZED,
  isRealtimeEvent,
  type RealtimeEvent,
} from '#contract/realtime-events.ts';

interface RealtimeOptions {
  locationId: string;
  /** Read at every (re)connect, so a refreshed access token is used. */
  getToken: () => string | undefined;
  onEvent: (event: RealtimeEvent) => void;
  /** The server closed with 4401 (bad or expired token): refresh it; false gives up. */
  onUnauthorized?: () => Promise<boolean>;
  url?: string;
  minDelayMs?: number;
  maxDelayMs?: number;
}

const REALTIME_MIN_DELAY_MS = 1_000;
const REALTIME_MAX_DELAY_MS = 30_000;

function realtimeUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/realtime`;
}

/** The server's answer to `{ subscribe }`: the location's events follow from here. */
function isSubscribed(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && 'type' in value && value.type === 'subscribed'
  );
}

export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private stopped = true;
  /** Whether a subscription has succeeded before: the next one is a reconnect. */
  private subscribedOnce = false;

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) {
        socket.close();
      }
    }
  }

  /** The wait before the next attempt: doubling from the minimum, capped, with jitter. */
  nextDelay(): number {
    const min = this.options.minDelayMs ?? REALTIME_MIN_DELAY_MS;
    const max = this.options.maxDelayMs ?? REALTIME_MAX_DELAY_MS;
    const base = Math.min(max, min * 2 ** this.attempts);
    this.attempts += 1;
    return Math.round(base / 2 + Math.random() * (base / 2));
  }

  private connect(): void {
    if (this.stopped) return;
    const token = this.options.getToken();
    if (!token) return; // signed out: the hook stops us, nothing to retry
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url ?? realtimeUrl());
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ token }));
      socket.send(JSON.stringify({ subscribe: this.options.locationId }));
    };
    socket.onmessage = (message: MessageEvent) => this.receive(message.data);
    // The close that follows an error schedules the retry; the error itself is not news.
    socket.onerror = () => undefined;
    socket.onclose = (event: CloseEvent) => {
      if (this.socket === socket) this.socket = null;
      if (event.code === CLOSE_UNAUTHORIZED && this.options.onUnauthorized) {
        void this.options.onUnauthorized().then((refreshed) => {
          if (refreshed) this.retry();
        });
        return;
      }
      this.retry();
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (isSubscribed(message)) {
      this.attempts = 0; // the server works: the next drop starts again from a short wait
      // Back after a drop: events sent while the socket was down are lost, so whatever is
      // on screen may be behind. Hand on a resync, as the server does after its own outage.
      if (this.subscribedOnce) {
        this.options.onEvent({ type: 'resync', location_id: this.options.locationId });
      }
      this.subscribedOnce = true;
      return;
    }
    if (isRealtimeEvent(message)) this.options.onEvent(message);
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), this.nextDelay());
  }
}
