import { describe, expect, it } from 'vitest';
import type { DomainEvent } from './events.ts';
import { NotifyBatches } from './bus.ts';

const event = (n: number): DomainEvent => ({
  type: 'stock.updated',
  location_id: '7f1c2b9e-4d3a-4c5b-9e8f-1a2b3c4d5e6f',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
});

/** A send that holds each notification until the test lets it go. */
function heldSends() {
  const sent: string[] = [];
  const releases: ((error?: Error) => void)[] = [];
  const send = (payload: string) =>
    new Promise<void>((resolve, reject) => {
      sent.push(payload);
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  return { sent, releases, send };
}

const ids = (payload: string) =>
  (JSON.parse(payload) as DomainEvent[]).map((item) => Number(item.id.slice(-12)));

describe('NotifyBatches', () => {
  it('sends what is published meanwhile as one notification, in order', async () => {
    const { sent, releases, send } = heldSends();
    const batches = new NotifyBatches(send);
    const first = batches.add(event(1));
    const rest = [2, 3, 4].map((n) => batches.add(event(n)));
    expect(sent.map(ids)).toEqual([[1]]);
    releases[0]?.();
    await first;
    await Promise.resolve();
    expect(sent.map(ids)).toEqual([[1], [2, 3, 4]]);
    releases[1]?.();
    await Promise.all(rest);
  });

  it('keeps each notification under the payload limit, and fails only the batch that failed', async () => {
    const { sent, releases, send } = heldSends();
    const batches = new NotifyBatches(send);
    const first = batches.add(event(0));
    const many = Array.from({ length: 100 }, (_, n) => batches.add(event(n + 1)));
    releases[0]?.(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    for (let index = 1; index < 10 && sent.length > index; index++) {
      releases[index]?.();
      await Promise.resolve();
      await Promise.resolve();
    }
    await Promise.all(many);
    expect(sent.slice(1).flatMap(ids)).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
    expect(sent.length).toBeGreaterThan(2);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
  });
});
