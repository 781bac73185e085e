/**
 * The items counted during this counting session, per location. Kept in sessionStorage so a
 * reload at 1 a.m. does not lose the progress; a new tab (or "Start a new count") starts over.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

const COUNTING_SESSION_STORAGE_KEY = 'counting-session';

interface CountingSessionState {
  /** Item ids counted, by location id. */
  counted: Record<string, string[]>;
  markCounted: (locationId: string, itemId: string) => void;
  startOver: (locationId: string) => void;
}

export const useCountingSession = create<CountingSessionState>()(
  persist(
    (set) => ({
      counted: {},
      markCounted: (locationId, itemId) =>
        set((state) => {
          const known = state.counted[locationId] ?? [];
          if (known.includes(itemId)) return state;
          return { counted: { ...state.counted, [locationId]: [...known, itemId] } };
        }),
      startOver: (locationId) =>
        set((state) => ({ counted: { ...state.counted, [locationId]: [] } })),
    }),
    {
      name: COUNTING_SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ counted: state.counted }),
    },
  ),
);

const NONE: string[] = [];

/** The ids counted in this session at a location (a stable empty list when none). */
export function useCountedIds(locationId: string): string[] {
  return useCountingSession((state) => state.counted[locationId] ?? NONE);
}
