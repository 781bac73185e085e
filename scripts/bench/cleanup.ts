// What a run must undo however it ends: processes to stop, a database to drop, a directory to
// remove. Each is registered when made; the returned function runs it once (and forgets it).
// On Ctrl-C or SIGTERM, scripts/bench.ts runs everything still registered, newest first.

type Task = () => Promise<unknown>;

const pending = new Set<Task>();

export function onCleanup(task: Task): () => Promise<void> {
  let done = false;
  const once: Task = async () => {
    if (done) return;
    done = true;
    pending.delete(once);
    await task();
  };
  pending.add(once);
  return async () => {
    await once();
  };
}

/** Runs every task still registered, newest first; a failing task does not stop the others. */
export async function cleanUpAll(): Promise<void> {
  for (const task of [...pending].reverse()) {
    try {
      await task();
    } catch (error) {
      console.error(`Cleaning up failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}
