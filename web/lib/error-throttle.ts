/**
 * Keeps a burst of one error from flooding the screen (§8, §9): the same type and message
 * is shown at most three times within five seconds; further repeats are suppressed until
 * the oldest of those three leaves the window.
 */
import { ERROR_THROTTLE_MAX_REPEATS, ERROR_THROTTLE_WINDOW_MS } from '#contract/constants.ts';

const shown = new Map<string, number[]>();

export function shouldShowError(type: string, message: string, now: number = Date.now()): boolean {
  const key = `${type}\u0000${message}`;
  const recent = (shown.get(key) ?? []).filter((at) => now - at < ERROR_THROTTLE_WINDOW_MS);
  if (recent.length >= ERROR_THROTTLE_MAX_REPEATS) {
    shown.set(key, recent);
    return false;
  }
  recent.push(now);
  shown.set(key, recent);
  return true;
}

export function resetErrorThrottle(): void {
  shown.clear();
}
