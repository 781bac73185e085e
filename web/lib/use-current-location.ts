import { useParams } from 'react-router';
import { create } from 'zustand';
import { useAuthStore } from './stores/auth.ts';
import type { LocationRef } from '#contract/auth.ts';

/**
 * Where this device keeps the location last opened (a plain string, the location's id), so a
 * reload of /orders or /location-settings stays on that venue. Apart from the specification's
 * keys (`theme-storage`, `auth-storage`), the app's own: `count-outbox`, `counting-session`,
 * `language` and this one. Signing out deletes it (sign-out.ts).
 */
export const CURRENT_LOCATION_STORAGE_KEY = 'current-location';

function storedLocation(): string | undefined {
  try {
    return localStorage.getItem(CURRENT_LOCATION_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage can be off (a private window in some browsers): memory only then.
    return undefined;
  }
}

/** The location last opened or chosen on this device; read from storage when the app starts. */
const useLastLocation = create<{ id: string | undefined }>(() => ({ id: storedLocation() }));

/** Makes a location the current one for the screens without an id in their path. */
export function rememberLocation(id: string): void {
  if (useLastLocation.getState().id !== id) useLastLocation.setState({ id });
  try {
    if (localStorage.getItem(CURRENT_LOCATION_STORAGE_KEY) !== id) {
      localStorage.setItem(CURRENT_LOCATION_STORAGE_KEY, id);
    }
  } catch {
    // Not kept across reloads then; this tab still follows the choice.
  }
}

/** Forgets the current location, in memory and on the device (signing out). */
export function forgetCurrentLocation(): void {
  useLastLocation.setState({ id: undefined });
  try {
    localStorage.removeItem(CURRENT_LOCATION_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to delete.
  }
}

/**
 * The location a screen is about: the one in the URL, or — on /location-settings, /orders
 * and the other screens with no id in their path — the one last opened (or chosen in the
 * location picker) on this device, else the user's first location. A remembered location the
 * user is no longer a member of (left, removed, another person's) is ignored.
 */
export function useCurrentLocation(): LocationRef | undefined {
  const { locationId } = useParams();
  const locations = useAuthStore((state) => state.locations);
  const lastId = useLastLocation((state) => state.id);
  if (locationId !== undefined) return locations.find((ref) => ref.id === locationId);
  return locations.find((ref) => ref.id === lastId) ?? locations[0];
}
