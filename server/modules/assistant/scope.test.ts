/**
 * What one turn reads to set up its tools: the membership once (the check before the stream
 * starts), and the location's members only for a question about a person; never the invites.
 * Every `select` of the app's database is recorded by the table it reads and the columns, and
 * every statement built once per process (server/db/prepared.ts) by its name.
 */
import { getTableName, type Table } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import { createItem, createLocation } from '#server/test/factories.ts';
import { ask } from '#server/test/assistant-helpers.ts';

const NOW = new Date('2026-11-20T18:00:00Z');
const ctx = useTestApp({ clock: () => NOW });

/** The reads since the test began: "table:column,column" ("table:" for every column). */
let reads: string[] = [];

beforeEach(() => {
  reads = [];
  const select = ctx.db.select.bind(ctx.db);
  const recording = (fields?: Record<string, unknown>) => {
    const builder = fields ? select(fields as never) : select();
    const from = builder.from.bind(builder);
    builder.from = ((table: Table) => {
      reads.push(`${getTableName(table)}:${Object.keys(fields ?? {}).join(',')}`);
      return from(table as never);
    }) as typeof builder.from;
    return builder;
  };
  const spy = vi.spyOn(ctx.db, 'select').mockImplementation(recording as typeof ctx.db.select);
  // A statement built once (requireMember's) is prepared again on each run, by every session
  // of the driver, a transaction's included: recorded by its name.
  const sessions = Object.getPrototypeOf(ctx.db._.session) as {
    prepareQuery: (...args: unknown[]) => unknown;
  };
  const prepareQuery = sessions.prepareQuery;
  const statements = vi.spyOn(sessions, 'prepareQuery').mockImplementation(function (
    this: unknown,
    ...args: unknown[]
  ) {
    if (typeof args[2] === 'string') reads.push(`prepared:${args[2]}`);
    return prepareQuery.apply(this, args);
  });
  return () => {
    spy.mockRestore();
    statements.mockRestore();
  };
});

/** The membership check of requireMember (lib/membership.ts), a statement built once. */
const MEMBERSHIP_CHECK = 'prepared:require_member';
const count = (read: string) => reads.filter((each) => each === read).length;
const memberLists = () =>
  reads.filter((read) => read.startsWith('members:') && read.includes('email'));

async function venue() {
  const { location, owner } = await createLocation(ctx.db, { name: 'Scope Bar' });
  await createItem(ctx.db, location, { name: 'Limes', unit: 'each', quantity: '40' });
  return { location, owner };
}

describe('the scope of one turn', () => {
  it('checks the membership once, and reads no member, invite or location for it', async () => {
    const { location, owner } = await venue();
    reads = [];
    // A question with no words: answered without a lookup.
    const answer = await ask(ctx.app, owner, { location_id: location.id, message: '???' });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.message?.content).toContain('I can answer');
    expect(count(MEMBERSHIP_CHECK)).toBe(1);
    expect(memberLists()).toEqual([]);
    expect(reads.filter((read) => /^(invite_codes|locations):/.test(read))).toEqual([]);
  });

  it('reads the members only for a question that may name a person, and then once', async () => {
    const { location, owner } = await venue();
    reads = [];
    const limes = await ask(ctx.app, owner, {
      location_id: location.id,
      message: 'how many limes do we have',
    });
    expect(limes.message?.content).toContain('Limes: 40 each on hand');
    expect(memberLists()).toEqual([]);
    expect(reads.filter((read) => read.startsWith('invite_codes:'))).toEqual([]);

    // The change log of a person (the owner is called "Owner"): the question and the tool
    // both look people up.
    reads = [];
    const counted = await ask(ctx.app, owner, {
      location_id: location.id,
      message: 'what did owner count today',
    });
    expect(counted.message?.tool_calls.map((call) => call.tool)).toEqual(['changelog']);
    expect(memberLists()).toHaveLength(1);
    expect(reads.filter((read) => read.startsWith('invite_codes:'))).toEqual([]);
  });
});
