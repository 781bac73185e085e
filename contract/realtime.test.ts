import { describe, expect, it } from 'vitest';
import {
  countEventTypes,
  domainEvent,
  isRealtimeEvent,
  itemEventTypes,
  membershipEventTypes,
  menuEventTypes,
  recipeEventTypes,
  shoppingListEventTypes,
} from './realtime.ts';

const BAR = '7f1c2b9e-4d3a-4c5b-9e8f-1a2b3c4d5e6f';
const eventTypes = [
  ...itemEventTypes,
  ...shoppingListEventTypes,
  ...recipeEventTypes,
  ...menuEventTypes,
  ...countEventTypes,
  ...membershipEventTypes,
  'access.revoked',
  'resync',
];

describe('isRealtimeEvent', () => {
  it('takes every event of the contract', () => {
    for (const type of eventTypes) {
      expect(isRealtimeEvent({ type, location_id: BAR, id: BAR }), type).toBe(true);
    }
  });

  it('leaves out control messages and anything else', () => {
    const messages: unknown[] = [
      { type: 'ready' },
      { type: 'subscribed', location_id: BAR },
      { type: 'unsubscribed', location_id: BAR },
      { type: 'error', code: 'FORBIDDEN', location_id: BAR },
      { type: 'location.updated', location_id: BAR, id: BAR },
      { type: 'toString', location_id: BAR },
      { type: 'stock.updated' },
      { type: 'stock.updated', location_id: 42 },
      'stock.updated',
      null,
      [],
    ];
    for (const message of messages) {
      expect(isRealtimeEvent(message), JSON.stringify(message)).toBe(false);
    }
  });
});

describe('domainEvent', () => {
  it('needs the person of a membership event, and takes none on a stock event', () => {
    const member = { type: 'membership.added', location_id: BAR, id: BAR };
    expect(domainEvent.safeParse(member).success).toBe(false);
    expect(domainEvent.safeParse({ ...member, user_id: BAR }).success).toBe(true);
    const stock = { type: 'stock.updated', location_id: BAR, id: BAR };
    expect(domainEvent.safeParse(stock).success).toBe(true);
    expect(domainEvent.safeParse({ ...stock, user_id: BAR }).success).toBe(false);
    expect(domainEvent.safeParse({ ...stock, type: 'stock.changed' }).success).toBe(false);
  });
});
