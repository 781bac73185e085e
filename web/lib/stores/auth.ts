/**
 * Who is signed in (§3, §4, §9), persisted under `auth-storage`. The session mirrors the
 * shape the specification keeps client-side; the refresh token itself never reaches
 * JavaScript (it lives in an httpOnly cookie), hence the empty `refresh_token`.
 *
 * This module and `api-client.ts` import each other: the client reads the token and clears
 * the session, and `checkSession` calls the API through the client (so an expired access
 * token is refreshed first). Both only touch the other inside functions, never while the
 * modules load, which keeps the cycle safe.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LocationRef, MeResponse, User } from '#contract/auth.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  AUTH_STORAGE_KEY,
  SESSION_CHECK_TTL_SECONDS,
} from '#contract/constants.ts';
import { api } from '../api-client.ts';
import { ApiError } from '../errors.ts';

/** The user as the API answers it (`contract/auth.ts`), with their locations. */
export type AuthUser = User;

export interface Session {
  access_token: string;
  refresh_token: '';
  expires_in: number;
  token_type: 'bearer';
  user: { id: string; email: string; aud: 'authenticated'; created_at: string };
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthState {
  session: Session | null;
  user: AuthUser | null;
  locations: LocationRef[];
  status: AuthStatus;
  /** After a login, a registration or a token refresh: `{ token, user }` from the API. */
  setSignedIn: (answer: { token: string; user: AuthUser }) => void;
  /** After a profile change: the user as the API now answers it, in the same session. */
  setUser: (user: AuthUser) => void;
  checkSession: () => Promise<void>;
  clear: () => void;
  /** Adds the locations not already in the list (invite redemption, §4). */
  addLocations: (refs: LocationRef[]) => void;
  /** Forgets a location the user left, deleted or was removed from. */
  removeLocation: (id: string) => void;
  /** Updates a known location's name or role (after a rename, or from `GET /api/locations`). */
  updateLocation: (ref: LocationRef) => void;
}

function sessionFor(token: string, user: AuthUser, expiresIn: number): Session {
  return {
    access_token: token,
    refresh_token: '',
    expires_in: expiresIn,
    token_type: 'bearer',
    user: {
      id: user.id,
      email: user.email,
      aud: 'authenticated',
      created_at: user.created_at,
    },
  };
}

const signedOut = { session: null, user: null, locations: [], status: 'signed-out' } as const;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      session: null,
      user: null,
      locations: [],
      status: 'loading',

      setSignedIn: ({ token, user }) =>
        set({
          session: sessionFor(token, user, ACCESS_TOKEN_TTL_SECONDS),
          user,
          locations: user.locations,
          status: 'signed-in',
        }),

      setUser: (user) =>
        set((state) => ({
          user,
          locations: user.locations,
          session: state.session
            ? { ...state.session, user: { ...state.session.user, email: user.email } }
            : null,
        })),

      checkSession: async () => {
        if (!get().session) {
          set({ ...signedOut, locations: [] });
          return;
        }
        try {
          const { user } = await api.get<MeResponse>('/api/auth/me', { notify: false });
          const session = get().session;
          set({
            session: session
              ? sessionFor(session.access_token, user, SESSION_CHECK_TTL_SECONDS)
              : null,
            user,
            locations: user.locations,
            status: session ? 'signed-in' : 'signed-out',
          });
        } catch (error) {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
            get().clear();
            return;
          }
          // Decision: when the check fails for any other reason (offline, server down, 5xx)
          // we keep the stored session and let the user in with what is stored. A bartender
          // in a cellar with no signal still gets the app; the next request that reaches the
          // server re-checks the token (401 → refresh → sign-out if that fails too).
          set({ status: get().session ? 'signed-in' : 'signed-out' });
        }
      },

      clear: () => {
        set({ ...signedOut, locations: [] });
        useAuthStore.persist.clearStorage();
      },

      addLocations: (refs) =>
        set((state) => {
          const known = new Set(state.locations.map((location) => location.id));
          const fresh = refs.filter((ref) => !known.has(ref.id));
          if (fresh.length === 0) return state;
          const locations = [...state.locations, ...fresh];
          return { locations, user: state.user ? { ...state.user, locations } : null };
        }),

      removeLocation: (id) =>
        set((state) => {
          if (!state.locations.some((ref) => ref.id === id)) return state;
          const locations = state.locations.filter((ref) => ref.id !== id);
          return { locations, user: state.user ? { ...state.user, locations } : null };
        }),

      updateLocation: ({ id, name, role }) =>
        set((state) => {
          const known = state.locations.find((ref) => ref.id === id);
          if (!known || (known.name === name && known.role === role)) return state;
          const locations = state.locations.map((ref) =>
            ref.id === id ? { id, name, role } : ref,
          );
          return { locations, user: state.user ? { ...state.user, locations } : null };
        }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        session: state.session,
        user: state.user,
        locations: state.locations,
      }),
    },
  ),
);

/** Where a signed-in user lands: their first location's dashboard, or the location picker. */
export function homePath(locations: readonly LocationRef[]): string {
  const first = locations[0];
  return first ? `/dashboard/${first.id}` : '/dashboard';
}
