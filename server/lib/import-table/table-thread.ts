// Spreadsheet imports are read in a thread of their own (table-worker.js), one file a thread:
//   - the thread has a capped heap: a file that needs more ends it, and is refused;
//   - it has a time limit: past it the thread is stopped, and the file refused;
//   - the rows come to the server's thread in batches, each asked for once the last is taken
//     in and the event loop has had a turn, so other requests go on between them;
//   - the thread ends after each file, and with it all the memory the file cost;
//   - a few files are read at a time in this process; the others wait their turn, and past a
//     queue of them an import is told to come back later.
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { Turns } from '../turns.ts';
import { type ReadLimits, type Refusal, RESOURCE_LIMITS, TIME_LIMIT_MS } from './limits.ts';

/** One file to read, and the limits it is read within. */
export interface ReadJob {
  format: 'csv' | 'xlsx';
  /** CSV text or its UTF-8 bytes, or the bytes of an XLSX file. */
  data: string | Uint8Array;
  limits: ReadLimits;
}

/** A complaint of the CSV parser about one row (an unterminated quote…). */
export interface RowProblem {
  /** The row's index in `rows` (the header is 0). */
  at: number;
  code: string;
  message: string;
}

/** A file as rows of cells (text, as written), each with the line of the file it starts on. */
export interface ReadTable {
  rows: string[][];
  lines: number[];
  problems: RowProblem[];
}

export type ReadOutcome = { table: ReadTable } | { refusal: Refusal };

/** Someone to tell about a thread that failed for no reason a file gives (a bug, a crash). */
export interface ReadLog {
  warn(details: object, message: string): void;
}

export interface TableReadingOptions {
  /** Files read at the same time in this process. */
  concurrency: number;
  /** Files that may wait for a turn; past them an import is refused, to come back later. */
  maxWaiting: number;
  timeLimitMs: number;
  /**
   * Starts the time limit of one read and returns how to cancel it: setTimeout by default.
   * Tests pass their own, to end a read when they choose rather than after a real wait.
   */
  startTimer: (onTimeUp: () => void, ms: number) => () => void;
  resourceLimits: ResourceLimits;
  /** Cells the thread sends in one batch (a row more than this is sent alone). */
  batchCells: number;
  /**
   * What the server's thread does between two batches: gives the event loop a turn. Tests
   * replace it to count the batches or hold a read between two.
   */
  between: () => Promise<void>;
  /** Limits that override every import's own (tests relax them to watch a slow read). */
  limits?: Partial<ReadLimits>;
}

const startTimeout = (onTimeUp: () => void, ms: number) => {
  const timer = setTimeout(onTimeUp, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export const DEFAULT_READING: TableReadingOptions = {
  concurrency: 1,
  maxWaiting: 8,
  timeLimitMs: TIME_LIMIT_MS,
  startTimer: startTimeout,
  resourceLimits: RESOURCE_LIMITS,
  batchCells: 20_000,
  between: () => new Promise<void>((resolve) => setImmediate(resolve)),
};

/** A batch of the table's rows; the last one carries the parser's problems. */
interface Batch {
  rows: string[][];
  lines: number[];
  problems: RowProblem[];
  done: boolean;
}

type Message = Batch | { refusal: Refusal };

/** A read under way: its answer, and the end of its thread. */
interface Started {
  outcome: Promise<ReadOutcome>;
  exited: Promise<void>;
}

class TableReader {
  readonly #options: TableReadingOptions;
  readonly #turns: Turns;

  constructor(options: TableReadingOptions) {
    this.#options = options;
    this.#turns = new Turns(options);
  }

  async read(job: ReadJob, log?: ReadLog): Promise<ReadOutcome> {
    const release = await this.#turns.take();
    if (!release) return { refusal: { kind: 'busy' } };
    let started: Started;
    try {
      started = this.#start(job, log);
    } catch (error) {
      log?.warn({ err: error }, 'the thread to read an import did not start');
      release();
      return { refusal: { kind: 'failed' } };
    }
    // The turn passes on once the thread is gone, not merely once it has answered.
    void started.exited.then(release);
    return started.outcome;
  }

  #start(job: ReadJob, log?: ReadLog): Started {
    const { timeLimitMs, resourceLimits, limits, batchCells, between } = this.#options;
    const worker = new Worker(new URL('./table-worker.js', import.meta.url), {
      workerData: {
        format: job.format,
        data: job.data,
        limits: { ...job.limits, ...limits },
        batchCells,
      },
      // The thread is plain JavaScript: it needs no TypeScript loader, and no inspector.
      execArgv: [],
      resourceLimits,
    });
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const outcome = new Promise<ReadOutcome>((resolve) => {
      let settled = false;
      let cancelTimer = () => {};
      const settle = (result: ReadOutcome) => {
        if (settled) return;
        settled = true;
        cancelTimer();
        void worker.terminate();
        resolve(result);
      };
      cancelTimer = this.#options.startTimer(
        () => settle({ refusal: { kind: 'time', ms: timeLimitMs } }),
        timeLimitMs,
      );
      const table: ReadTable = { rows: [], lines: [], problems: [] };
      worker.on('message', (message: Message) => {
        if ('refusal' in message) {
          settle(message);
          return;
        }
        // Pushed one by one: a spread of 50,000 rows would overflow the stack.
        for (const row of message.rows) table.rows.push(row);
        for (const line of message.lines) table.lines.push(line);
        if (message.done) {
          table.problems = message.problems;
          settle({ table });
          return;
        }
        between().then(
          () => {
            if (!settled) worker.postMessage('next');
          },
          (error: unknown) => {
            log?.warn({ err: error }, 'an import stopped between two batches of its rows');
            settle({ refusal: { kind: 'failed' } });
          },
        );
      });
      worker.once('error', (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          settle({ refusal: { kind: 'memory' } });
          return;
        }
        log?.warn({ err: error }, 'the thread reading an import failed');
        settle({ refusal: { kind: 'failed' } });
      });
      // Gone without a word (after an error, this changes nothing).
      worker.once('exit', () => settle({ refusal: { kind: 'failed' } }));
    });
    return { outcome, exited };
  }
}

let reader = new TableReader(DEFAULT_READING);

/** Reads one file in a thread of its own, within its limits and this process's turns. */
export function readInThread(job: ReadJob, log?: ReadLog): Promise<ReadOutcome> {
  return reader.read(job, log);
}

/**
 * Reads the files of this process with these options from now on (a fresh queue); returns
 * how to go back to the previous ones. For tests: a time limit they end themselves, relaxed
 * limits, a tiny heap.
 */
export function configureTableReading(options: Partial<TableReadingOptions>): () => void {
  const previous = reader;
  reader = new TableReader({ ...DEFAULT_READING, ...options });
  return () => {
    reader = previous;
  };
}
