import { useAuthStore } from '../lib/stores/auth.ts';
import type { LocationRef } from '#contract/auth.ts';
import type { AuthUser } from '../lib/stores/auth.ts';

export const BAR: LocationRef = {
  id: '7c1d0c2e-0000-4000-8000-000000000001',
  name: 'The Back Bar',
  role: 'owner',
};
export const KITCHEN: LocationRef = {
  id: '7c1d0c2e-0000-4000-8000-000000000002',
  name: 'Kitchen',
  role: 'staff',
};

export function makeUser(locations: LocationRef[] = [BAR]): AuthUser {
  return {
    id: '0b9e4f5a-0000-4000-8000-0000000000aa',
    email: 'sam@example.com',
    name: 'Sam Rivera',
    locations,
    subscription_status: null,
    is_admin: false,
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

/** Puts the store in the signed-in state a login would leave, with the given token. */
export function signIn(locations: LocationRef[] = [BAR], token = 'access-1'): AuthUser {
  const user = makeUser(locations);
  useAuthStore.getState().setSignedIn({ token, user });
  return user;
}

export function resetAuth(status: 'loading' | 'signed-out' = 'signed-out'): void {
  useAuthStore.setState({ session: null, user: null, locations: [], status });
  localStorage.clear();
}
