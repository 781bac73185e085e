// The local channel through which `npm run backup` asks the running server for a backup: a Unix
// socket in DATA_DIR, mode 0600, so only the user the server runs as (or root) can reach it.
// The server owns the data directory (its lock), so only it can copy the database consistently.
// One request per connection: the line `backup`, answered by one line of JSON.
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { BackupFile } from './files.ts';

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

const REQUEST_TIMEOUT_MS = 10_000;

type Answer = ({ ok: true } & BackupFile) | { ok: false; error: string };

export interface ControlChannel {
  close(): Promise<void>;
}

/** Listens on DATA_DIR/control.sock; the caller holds DATA_DIR's lock, so a leftover is stale. */
export async function serveBackupRequests(
  dataDir: string,
  backup: () => Promise<BackupFile>,
): Promise<ControlChannel> {
  const socketPath = controlSocketPath(dataDir);
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    // A caller that connects and says nothing is let go; none waits while a backup is made.
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (!received.includes('\n')) {
        if (received.length > 64) socket.destroy();
        return;
      }
      socket.pause();
      socket.setTimeout(0);
      const answer = (value: Answer) => socket.end(`${JSON.stringify(value)}\n`);
      if (received.trim() !== 'backup') {
        answer({ ok: false, error: 'Unknown request.' });
        return;
      }
      backup().then(
        (file) => answer({ ok: true, ...file }),
        (error: unknown) =>
          answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/**
 * Asks the server running on `dataDir` for a backup. Undefined when none listens there (no
 * socket, or a leftover of a server that stopped); throws the server's error when it failed.
 */
export async function requestBackup(dataDir: string): Promise<BackupFile | undefined> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        const answer = JSON.parse(received) as Answer;
        if (answer.ok) resolve({ path: answer.path, size: answer.size });
        else reject(new Error(`The server could not make the backup: ${answer.error}`));
      } catch {
        reject(new Error('The server closed the connection without an answer.'));
      }
    });
  });
}
