/** Leaves the app for another site (a payment page): a full page load, not a route change. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
