import { useParams } from 'react-router';
import { create } from 'zustand';
import { useAuthStore } from './stores/auth.ts';
import type { LocationRef } from '../../contract/auth.ts';

/**
 * The location last opened or chosen in this tab. Kept in memory only: after a reload, the
 * screens outside a location start from the user's first location again.
 */
const useLastLocation = create<{ id: string | undefined }>(() => ({ id: undefined }));

/** Makes a location the current one for the screens without an id in their path. */
export function rememberLocation(id: string): void {
  if (useLastLocation.getState().id !== id) useLastLocation.setState({ id });
}

/**
 * The location a screen is about: the one in the URL, or — on /location-settings, /orders
 * and the other screens with no id in their path — the one last opened (or chosen in the
 * location picker), else the user's first location.
 */
export function useCurrentLocation(): LocationRef | undefined {
  const { locationId } = useParams();
  const locations = useAuthStore((state) => state.locations);
  const lastId = useLastLocation((state) => state.id);
  if (locationId !== undefined) return locations.find((ref) => ref.id === locationId);
  return locations.find((ref) => ref.id === lastId) ?? locations[0];
}
