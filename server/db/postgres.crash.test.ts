import { describe, inject, it } from 'vitest';
import { postgresStore } from '#server/test/crash-server.ts';
import { runCrashes } from '#server/test/crash-suite.ts';

// The real server on PostgreSQL (TEST_DATABASE_URL; a database of the run's own), killed with
// SIGKILL while one of its transactions is open, and started again on the same data.
describe('PostgreSQL, when the server is killed in the middle of the work', () => {
  it('keeps each transaction whole or absent, every answered count, and quantities on the changelog', async () => {
    const database = inject('testDatabase');
    if (!process.env.TEST_DATABASE_URL || database.kind !== 'postgres') {
      throw new Error(
        'The PostgreSQL crash tests need a PostgreSQL server: run them with TEST_DATABASE_URL, ' +
          'e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:crash',
      );
    }
    await runCrashes('postgres', () => postgresStore(database.url));
  }, 240_000);
});
