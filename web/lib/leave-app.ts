/** Leaves the app for another site (a payment page): a full page load, not a route change. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}

/**
 * Starts the app again at `path` with a fresh page load, replacing the current entry: nothing
 * of what was in memory survives (after an account is deleted, say).
 */
export function reloadAt(path: string): void {
  window.location.replace(path);
}
