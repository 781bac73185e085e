import { useParams } from 'react-router';
import { useAuthStore } from './stores/auth.ts';
import type { LocationRef } from '../../contract/auth.ts';

/**
 * The location a screen is about: the one in the URL, or — on /location-settings, which has
 * no id in its path — the user's first location.
 */
export function useCurrentLocation(): LocationRef | undefined {
  const { locationId } = useParams();
  const locations = useAuthStore((state) => state.locations);
  return locationId === undefined ? locations[0] : locations.find((ref) => ref.id === locationId);
}
