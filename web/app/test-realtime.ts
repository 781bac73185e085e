// What the realtime tests share: a socket they drive, a clock they move, a clean start.
import { notifyManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useNotificationStore } from '../lib/stores/notifications.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '../test/auth-fixtures.ts';

/** A WebSocket the test drives: it records what the app sends and plays the server. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = FakeWebSocket.CLOSED;
  }
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    act(() => this.onopen?.());
  }
  receive(message: unknown): void {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  fail(): void {
    act(() => {
      this.readyState = FakeWebSocket.CLOSED;
      this.onerror?.();
      this.onclose?.({ code: 1006 });
    });
  }
}

export const latest = () => FakeWebSocket.instances.at(-1);

/**
 * Moves the test's clock on by `ms` (fake timers: see `useTestClock`). What falls due runs,
 * and so does what it starts: the stubbed server answers at once, the screen renders.
 */
export const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * From here on time moves only when the test says so (`pass`). Called once the screen is up:
 * loading a screen's code is real work, not time passing.
 */
export function useTestClock(): void {
  vi.useFakeTimers();
  // Query hands fresh answers to the screen on a zero timeout. One set while the test clock
  // runs timers waits for the clock's next move, so the screen would show them a step late:
  // a microtask hands them over within the same step.
  notifyManager.setScheduler(queueMicrotask);
}

/** Each test starts with no socket, signed in at the bar and the kitchen, on real timers. */
export function resetBetweenTests(): void {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    resetAuth();
    signIn([BAR, KITCHEN], 'access-rt');
    useNotificationStore.getState().clearAll();
  });
  afterEach(() => {
    vi.useRealTimers();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
