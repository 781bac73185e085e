/**
 * Turns at something costly a process does a few at a time (reading an import's file in a
 * thread of its own): `concurrency` at once, `maxWaiting` more waiting in order, and past
 * that no turn at all, so the caller refuses the request (a 429) rather than queue without
 * bound.
 */
export class Turns {
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(options: { concurrency: number; maxWaiting: number }) {
    this.#concurrency = options.concurrency;
    this.#maxWaiting = options.maxWaiting;
  }

  /** Waits for a turn and answers how to give it back (once); undefined when the queue is full. */
  async take(): Promise<(() => void) | undefined> {
    if (this.#running < this.#concurrency) this.#running += 1;
    else if (this.#waiting.length >= this.#maxWaiting) return undefined;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    };
  }
}
