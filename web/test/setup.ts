import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import * as webStreams from 'node:stream/web';
import { useCountOutbox } from '../lib/stores/count-outbox.ts';
import { installMatchMedia, resetMatchMedia } from './match-media.ts';

installMatchMedia();

// Each file runs in a fresh VM context holding the DOM (vitest.config.ts): it is given fetch,
// but not the web streams a streamed answer is read from. Node's are the browser's.
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextDecoderStream',
  'TextEncoderStream',
] as const) {
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
}

// A screen's first render (lazy chunks, its queries) can take over the default 1 s on a busy
// 2-core machine: waiting is bounded by 5 s, and a passing test does not wait any longer.
configure({ asyncUtilTimeout: 5_000 });

// Radix menus measure their trigger; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// The app layout opens the realtime channel; jsdom's WebSocket would really dial out. This
// one never connects; tests of the realtime client stub their own with vi.stubGlobal.
class InertWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onerror = null;
  onclose = null;
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}
globalThis.WebSocket = InertWebSocket as unknown as typeof WebSocket;

let consoleErrors: unknown[][] = [];
let consoleErrorSpy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  // Counts waiting on "this phone" live in memory too: no test inherits another's. (Before
  // the clear: the store writes itself to localStorage.)
  useCountOutbox.setState({ pending: [], refused: [], conflicts: [] });
  localStorage.clear();
  sessionStorage.clear();
  consoleErrors = [];
  // Any console.error during a test fails it (React warnings, act() warnings, our own).
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetMatchMedia();
  consoleErrorSpy?.mockRestore();
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
