import { describe, it } from 'vitest';
import { embeddedStore } from '#server/test/crash-server.ts';
import { runCrashes } from '#server/test/crash-suite.ts';

// The real server on the embedded database (PGlite in its thread), killed with SIGKILL in the
// middle of a delivery, an import and a burst of counts, and started again on the same data.
describe('the embedded database, when the server is killed in the middle of the work', () => {
  it('keeps each transaction whole or absent, every answered count, and quantities on the changelog', async () => {
    await runCrashes('embedded', embeddedStore);
  }, 240_000);
});
