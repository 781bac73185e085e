import type { LocationRef } from '#contract/auth.ts';
import type { Invite, Location, Member } from '#contract/locations.ts';
import { makeUser } from './auth-fixtures.ts';

const SELF_ID = makeUser().id;

function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    id: '5a5a5a5a-0000-4000-8000-000000000001',
    user_id: SELF_ID,
    name: 'Sam Rivera',
    email: 'sam@example.com',
    role: 'owner',
    joined_at: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The team of a location, the signed-in user (Sam) among them with `selfRole`. */
export function team(selfRole: Member['role']): Member[] {
  return [
    makeMember({ role: selfRole }),
    makeMember({
      id: '5a5a5a5a-0000-4000-8000-000000000002',
      user_id: '0b9e4f5a-0000-4000-8000-0000000000bb',
      name: 'Alex Kim',
      email: 'alex@example.com',
      role: 'staff',
    }),
    makeMember({
      id: '5a5a5a5a-0000-4000-8000-000000000003',
      user_id: '0b9e4f5a-0000-4000-8000-0000000000cc',
      name: 'Jo Park',
      email: 'jo@example.com',
      role: 'manager',
    }),
  ];
}

export function makeLocation(ref: LocationRef, overrides: Partial<Location> = {}): Location {
  return {
    ...ref,
    currency: 'EUR',
    timezone: 'Europe/Paris',
    address: '1 Rue du Bar',
    phone: null,
    email: null,
    target_food_cost_percent: 30,
    created_at: '2025-01-01T00:00:00.000Z',
    members: [],
    invites: [],
    ...overrides,
  };
}

export function makeInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    id: '1c1c1c1c-0000-4000-8000-000000000001',
    code: 'K7M2PQ9XHT',
    role: 'staff',
    expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    max_uses: 1,
    uses: 0,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}
