// What the import tests use to steer the thread spreadsheets are read in
// (server/lib/import-table/table-thread.ts) without waiting on a real clock.
import {
  configureTableReading,
  type TableReadingOptions,
} from '#server/lib/import-table/table-thread.ts';

/**
 * A time limit the test ends itself. `started(n)` resolves once n reads have begun (their
 * threads started, their time running); `end(i)` makes the i-th read's time run out now. A
 * read whose time the test never ends keeps going until its thread answers.
 */
export function manualTimeLimit() {
  const reads: (() => void)[] = [];
  let notify: (() => void) | undefined;
  return {
    startTimer(onTimeUp: () => void) {
      reads.push(onTimeUp);
      notify?.();
      return () => {};
    },
    async started(count = 1) {
      while (reads.length < count) await new Promise<void>((resolve) => (notify = resolve));
    },
    end(index = 0) {
      reads[index]?.();
    },
  };
}

/** Runs `test` with spreadsheets read under these options, then as before. */
export async function withTableReading<T>(
  options: Partial<TableReadingOptions>,
  test: () => Promise<T>,
): Promise<T> {
  const restore = configureTableReading(options);
  try {
    return await test();
  } finally {
    restore();
  }
}

/** Whether a promise has settled yet, without waiting for it. */
export function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
}
