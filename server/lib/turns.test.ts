import { describe, expect, it } from 'vitest';
import { Turns } from './turns.ts';

describe('Turns', () => {
  it('gives `concurrency` turns at once, queues `maxWaiting` in order, and refuses the rest', async () => {
    const turns = new Turns({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    const taken = async () => {
      const release = await turns.take();
      if (!release) throw new Error('no turn');
      return release;
    };
    const first = await taken();
    const second = taken().then((release) => {
      order.push('second');
      return release;
    });
    const third = taken().then((release) => {
      order.push('third');
      return release;
    });
    expect(await turns.take()).toBeUndefined();

    first();
    first(); // giving a turn back twice gives back one turn
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    // All given back: a turn is free at once again.
    const again = await turns.take();
    expect(again).toBeTypeOf('function');
  });
});
