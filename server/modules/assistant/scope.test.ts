/**
 * What one turn reads to set up its tools: the membership once (the check before the stream
 * starts), and the location's members only for a question about a person.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Membership from '#server/lib/membership.ts';
import type * as Locations from '#server/modules/locations/locations.service.ts';
import type * as Members from '#server/modules/locations/members.service.ts';
import type * as Invites from '#server/modules/locations/invite-codes.service.ts';
import { requireMember } from '#server/lib/membership.ts';
import { getLocation } from '#server/modules/locations/locations.service.ts';
import { listMembers } from '#server/modules/locations/members.service.ts';
import { listInvites } from '#server/modules/locations/invite-codes.service.ts';
import { useTestApp } from '#server/test/app.ts';
import { createItem, createLocation } from '#server/test/factories.ts';
import { ask } from '#server/test/assistant-helpers.ts';

vi.mock('#server/lib/membership.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Membership>();
  return { ...actual, requireMember: vi.fn(actual.requireMember) };
});
vi.mock('#server/modules/locations/locations.service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Locations>();
  return { ...actual, getLocation: vi.fn(actual.getLocation) };
});
vi.mock('#server/modules/locations/members.service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Members>();
  return { ...actual, listMembers: vi.fn(actual.listMembers) };
});
vi.mock('#server/modules/locations/invite-codes.service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Invites>();
  return { ...actual, listInvites: vi.fn(actual.listInvites) };
});

const NOW = new Date('2026-11-20T18:00:00Z');
const ctx = useTestApp({ clock: () => NOW });

async function venue() {
  const { location, owner } = await createLocation(ctx.db, { name: 'Scope Bar' });
  await createItem(ctx.db, location, { name: 'Limes', unit: 'each', quantity: '40' });
  return { location, owner };
}

/** The membership checks of `locationId` since the spies were last cleared. */
const membershipChecks = (locationId: string) =>
  vi.mocked(requireMember).mock.calls.filter(([, , location]) => location === locationId);

describe('the scope of one turn', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('checks the membership once, and reads no member, invite or location for it', async () => {
    const { location, owner } = await venue();
    vi.clearAllMocks();
    // A question with no words: answered without a lookup.
    const answer = await ask(ctx.app, owner, { location_id: location.id, message: '???' });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.message?.content).toContain('I can answer');
    expect(membershipChecks(location.id)).toEqual([
      [expect.anything(), owner.id, location.id, 'assistant.use'],
    ]);
    expect(getLocation).not.toHaveBeenCalled();
    expect(listMembers).not.toHaveBeenCalled();
    expect(listInvites).not.toHaveBeenCalled();
  });

  it('reads the members only for a question that may name a person, and then once', async () => {
    const { location, owner } = await venue();
    vi.clearAllMocks();
    const limes = await ask(ctx.app, owner, {
      location_id: location.id,
      message: 'how many limes do we have',
    });
    expect(limes.message?.content).toContain('Limes: 40 each on hand');
    expect(listMembers).not.toHaveBeenCalled();
    expect(listInvites).not.toHaveBeenCalled();
    expect(getLocation).not.toHaveBeenCalled();

    // The change log of a person (the owner is called "Owner"): the question and the tool
    // both look people up.
    const counted = await ask(ctx.app, owner, {
      location_id: location.id,
      message: 'what did owner count today',
    });
    expect(counted.message?.tool_calls.map((call) => call.tool)).toEqual(['changelog']);
    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(listInvites).not.toHaveBeenCalled();
  });
});
