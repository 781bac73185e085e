import { useCallback, useSyncExternalStore } from 'react';

const keyOf = (locationId: string) => `onboarding-dismissed:${locationId}`;
const listeners = new Set<() => void>();

function read(locationId: string): boolean {
  try {
    return localStorage.getItem(keyOf(locationId)) === '1';
  } catch {
    return false;
  }
}

/** Whether the dashboard's onboarding checklist was dismissed for a location (localStorage). */
export function useChecklistDismissed(locationId: string): [boolean, () => void] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const dismissed = useSyncExternalStore(subscribe, () => read(locationId));
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(keyOf(locationId), '1');
    } catch {
      // No storage (private mode): the dismissal cannot be kept; the checklist stays.
    }
    for (const listener of listeners) listener();
  }, [locationId]);
  return [dismissed, dismiss];
}
