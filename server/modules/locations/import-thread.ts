import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { LocationExport } from '#contract/location-export.ts';
import { FILE_TOO_BIG_MESSAGE, FILE_TOO_SLOW_MESSAGE } from '#contract/messages.ts';
import { AppError, validationError } from '#server/lib/app-error.ts';
import type { FileRefusal, ServerMessage, ThreadMessage } from './import-file.ts';
import type { ImportBatch } from './import-plan.ts';

// A location's file is read in a thread of its own (import-worker.js), one thread a file:
//   - the thread's heap is capped: a file that needs more ends it, and is refused;
//   - reading and checking it has a time limit: past it the thread is stopped, the file refused;
//   - the server's thread only receives what the thread answers: whether the file is good,
//     then the rows to write a batch at a time, each made when asked for (decision 032);
//   - the thread ends when the import does, and with it all the memory the file cost.

/** What the thread is given: enough for the largest file a location may import, parsed. */
export const IMPORT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 1536 };
/** How long reading and checking a file may take (a 42 MB file takes a few seconds). */
export const IMPORT_READ_TIME_LIMIT_MS = 120_000;

/** A refusal as the error the API answers with. */
function refusalError(refusal: FileRefusal): Error {
  if (refusal.status === 422) {
    return new AppError('VALIDATION_ERROR', refusal.message, refusal.details);
  }
  // Answered as Fastify answers a body it cannot parse: a 400 with its message.
  return Object.assign(new Error(refusal.message), { statusCode: 400 });
}

/** A file being read, then written from. */
export interface LocationFileThread {
  /** The location's settings and the rows of each kind, once the file is read and good. */
  ready: Promise<{ location: LocationExport['location']; counts: Record<string, number> }>;
  /** Starts the rows for the location `locationId`, in batches of `batchRows`. */
  start(locationId: string, batchRows: number): void;
  /** The next batch of rows, or undefined after the last. */
  next(): Promise<ImportBatch | undefined>;
  /** Ends the thread. */
  close(): Promise<void>;
}

/**
 * Starts reading `bytes` (a location's file) in a thread. The bytes are moved to the thread,
 * not copied: `bytes` is empty afterwards.
 */
export function openLocationFile(
  bytes: Uint8Array,
  options: { timeLimitMs?: number; resourceLimits?: ResourceLimits } = {},
): LocationFileThread {
  // A view of part of a larger buffer is copied first, so only the file moves.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes
      : new Uint8Array(bytes);
  const worker = new Worker(new URL('./import-worker.js', import.meta.url), {
    workerData: { bytes: own },
    transferList: [own.buffer as ArrayBuffer],
    resourceLimits: options.resourceLimits ?? IMPORT_RESOURCE_LIMITS,
  });
  let failure: Error | undefined;
  let waiting: { resolve: (message: ThreadMessage) => void; reject: (error: Error) => void }[] = [];
  const answers: ThreadMessage[] = [];
  const fail = (error: Error) => {
    failure ??= error;
    const pending = waiting;
    waiting = [];
    for (const { reject } of pending) reject(failure);
  };
  worker.on('message', (message: ThreadMessage) => {
    const first = waiting.shift();
    if (first) first.resolve(message);
    else answers.push(message);
  });
  worker.on('error', (error: Error & { code?: string }) => {
    fail(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? validationError('file', FILE_TOO_BIG_MESSAGE)
        : error,
    );
  });
  worker.on('exit', () => fail(new Error('The thread reading a location file ended early')));
  const answer = () => {
    const queued = answers.shift();
    if (queued) return Promise.resolve(queued);
    if (failure) return Promise.reject(failure);
    return new Promise<ThreadMessage>((resolve, reject) => waiting.push({ resolve, reject }));
  };
  const send = (message: ServerMessage) => worker.postMessage(message);

  const timer = setTimeout(() => {
    fail(validationError('file', FILE_TOO_SLOW_MESSAGE));
    void worker.terminate();
  }, options.timeLimitMs ?? IMPORT_READ_TIME_LIMIT_MS);
  timer.unref();
  const ready = answer()
    .then((message) => {
      if (message.kind === 'refused') throw refusalError(message.refusal);
      if (message.kind !== 'ready') throw new Error(`unexpected ${message.kind} from the thread`);
      return { location: message.location, counts: message.counts };
    })
    .finally(() => clearTimeout(timer));
  // Awaited by the import; until then a refusal must not count as unhandled.
  ready.catch(() => undefined);

  return {
    ready,
    start(locationId, batchRows) {
      send({ kind: 'start', locationId, batchRows });
    },
    async next() {
      send({ kind: 'next' });
      const message = await answer();
      if (message.kind === 'done') return undefined;
      if (message.kind !== 'batch') throw new Error(`unexpected ${message.kind} from the thread`);
      return message.batch;
    },
    async close() {
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
