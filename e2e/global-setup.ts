import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLocation, createUser } from '#server/test/factories.ts';
import { openPglite } from '#server/db/client.ts';
import { startServerProcess } from '#scripts/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | null;
    baseURL: string;
    jwtSecret: string;
    owner: { id: string; email: string; name: string; locationId: string; locationName: string };
    /** The server's DATA_DIR: journeys read the mail it writes to DATA_DIR/outbox/. */
    dataDir: string;
  }
}

const JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';

function findChromium(): string | null {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

/** Starts the built app on a free port with a temporary DATA_DIR for the browser tests. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error('E2E_REQUIRED=1 but no Chromium at CHROME_PATH or /usr/bin/chromium.');
    }
    const bar = '!'.repeat(78);
    console.warn(
      `\n${bar}\n  BROWSER TESTS SKIPPED: no Chromium found (set CHROME_PATH, or\n` +
        `  apt-get install -y chromium). Set E2E_REQUIRED=1 to make this an error.\n${bar}\n`,
    );
  }
  const webDist = path.resolve('dist/web');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run "npm run build" first (npm run test:e2e does).');
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-e2e-'));
  // The fixture a signed-in journey starts from, written before the server owns the directory.
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  const user = await createUser(database.db, { name: 'Erin Owner' });
  const { location } = await createLocation(database.db, { owner: user, name: 'The Test Tavern' });
  await database.close();

  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: webDist,
    },
    { captureOutput: true },
  );
  const baseURL = server.baseURL;

  project.provide('chromiumPath', chromiumPath);
  project.provide('baseURL', baseURL);
  project.provide('jwtSecret', JWT_SECRET);
  project.provide('dataDir', dataDir);
  project.provide('owner', {
    id: user.id,
    email: user.email,
    name: user.name,
    locationId: location.id,
    locationName: location.name,
  });

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
