import type { MessagePort } from 'node:worker_threads';
import { type LocationExport, locationExport } from '#contract/location-export.ts';
import { AppError } from '#server/lib/app-error.ts';
import { fileRefusal } from './import-body.ts';
import { checkReferences } from './import-checks.ts';
import { countsOf, type ImportBatch, planImport } from './import-plan.ts';

// What the thread of an import (import-worker.js, started by import-thread.ts) does with a
// location's file: counts its objects, parses it, checks it against its schema and its
// references, answers whether it is good, then hands over the rows to write a batch at a time
// when the server's thread asks. All of it off the server's event loop (decision 032).

/** Why a file is refused: the status and the error body's message and details. */
export interface FileRefusal {
  status: 400 | 422;
  message: string;
  details?: { path: string; message: string }[];
}

/** From the thread: the file refused or read, then one batch per `next`, then the end. */
export type ThreadMessage =
  | { kind: 'refused'; refusal: FileRefusal }
  | { kind: 'ready'; location: LocationExport['location']; counts: Record<string, number> }
  | { kind: 'batch'; batch: ImportBatch }
  | { kind: 'done' };

/** To the thread: where the rows go (once), then a request for each batch. */
export type ServerMessage =
  { kind: 'start'; locationId: string; batchRows: number } | { kind: 'next' };

/** Error details a refused file answers with at most. */
const MAX_DETAILS = 100;
const INVALID_JSON = "Body is not valid JSON but content-type is set to 'application/json'";
const EMPTY_JSON = "Body cannot be empty when content-type is set to 'application/json'";
const FORBIDDEN_KEY = /"(?:__proto__|constructor)"\s*:/;

/**
 * Whether parsed JSON holds a `__proto__` key or a `constructor` holding `prototype`: refused,
 * as Fastify's own parser refuses them. Only looked for when the text names either.
 */
function poisoned(text: string): boolean {
  let found = false;
  JSON.parse(text, function (key, value: unknown) {
    if (key === '__proto__') found = true;
    if (
      key === 'constructor' &&
      value !== null &&
      typeof value === 'object' &&
      Object.prototype.hasOwnProperty.call(value, 'prototype')
    ) {
      found = true;
    }
    return value;
  });
  return found;
}

/** The file read and checked, or why it is refused. */
export function readLocationFile(bytes: Uint8Array): { file: LocationExport } | FileRefusal {
  let text = new TextDecoder().decode(bytes);
  if (text.length === 0) return { status: 400, message: EMPTY_JSON };
  const over = fileRefusal(text);
  if (over) {
    return {
      status: 422,
      message: over,
      details: [{ path: 'file', message: over }],
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
    if (FORBIDDEN_KEY.test(text) && poisoned(text)) {
      return { status: 400, message: 'Object contains forbidden prototype property' };
    }
  } catch {
    return { status: 400, message: INVALID_JSON };
  }
  text = '';
  const parsed = locationExport.safeParse(json);
  if (!parsed.success) {
    return {
      status: 422,
      message: 'Please check your input and try again.',
      details: parsed.error.issues.slice(0, MAX_DETAILS).map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    };
  }
  try {
    checkReferences(parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      status: 422,
      message: error.message,
      details: error.details as FileRefusal['details'],
    };
  }
  return { file: parsed.data };
}

/** The thread's work: read the file, answer, then send batches as they are asked for. */
export function serveLocationFile(port: MessagePort, bytes: Uint8Array): void {
  const read = readLocationFile(bytes);
  if (!('file' in read)) {
    port.postMessage({ kind: 'refused', refusal: read } satisfies ThreadMessage);
    return;
  }
  const { file } = read;
  port.postMessage({
    kind: 'ready',
    location: file.location,
    counts: countsOf(file),
  } satisfies ThreadMessage);
  let plan: Generator<ImportBatch> | undefined;
  port.on('message', (message: ServerMessage) => {
    if (message.kind === 'start') {
      plan = planImport(file, message.locationId, message.batchRows);
      return;
    }
    const next = plan?.next();
    port.postMessage(
      (next && !next.done
        ? { kind: 'batch', batch: next.value }
        : { kind: 'done' }) satisfies ThreadMessage,
    );
  });
}
