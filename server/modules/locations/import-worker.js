// The thread an import of a location's file is read in (import-thread.ts starts one per file
// and ends it when the import is over). The file costs this thread's heap and time, never the
// server's event loop (decision 032).
//
// In:  workerData {bytes: Uint8Array}; then {kind: 'start', locationId, batchRows}, {kind: 'next'}…
// Out: {kind: 'refused', refusal} or {kind: 'ready', location, counts}; then a {kind: 'batch'}
//      for each 'next', and {kind: 'done'} after the last.
//
// Plain JavaScript, like import-table/table-worker.js: a worker thread starts without the
// TypeScript loader the server runs under. This one then registers it (tsx), since the file's
// schema and checks are the TypeScript of contract/ and of this module.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

if (!parentPort) throw new Error('import-worker.js runs only as a worker thread.');
register();
const { serveLocationFile } = await import('./import-file.ts');
serveLocationFile(parentPort, workerData.bytes);
