// npm run db:move -- --to postgres://…: copies the embedded database (DATA_DIR/db) into an empty
// PostgreSQL database, with the server stopped: every table, the same ids, checked by row
// counts and a checksum per table before it is committed (decision 039). Exit codes: 0 moved,
// 1 refused or failed (the target is left as it was), 2 usage.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { MoveRefusedError, moveToPostgres } from '#server/db/move/move.ts';
import { formatMoveReport } from '#server/db/move/report.ts';

const USAGE =
  'Usage: npm run db:move -- --to postgres://USER@HOST:PORT/DATABASE\n' +
  '  Copies the embedded database of DATA_DIR into that PostgreSQL database, which must exist\n' +
  '  and hold no rows. Stop the server first; afterwards start it with DATABASE_URL set to it.';

function targetUrl(): string | undefined {
  try {
    const { values } = parseArgs({ options: { to: { type: 'string' } }, strict: true });
    const url = values.to ? new URL(values.to) : undefined;
    return url && ['postgres:', 'postgresql:'].includes(url.protocol) ? values.to : undefined;
  } catch {
    return undefined;
  }
}

const to = targetUrl();
if (!to) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = await loadConfig();
  console.log(`Moving ${config.dataDir}/db to ${redact(to)}…`);
  const report = await moveToPostgres({
    dataDir: config.dataDir,
    to,
    log: (line) => console.log(line),
  });
  console.log(`\n${formatMoveReport(report)}`);
  console.log(
    '\nDone. Start the server with DATABASE_URL set to the target; keep DATA_DIR/db (untouched) ' +
      'until you are sure.',
  );
} catch (error) {
  if (error instanceof ConfigError || error instanceof MoveRefusedError) {
    console.error(error.message);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`The move failed: ${message}\nNo rows were written to the target database.`);
  }
  process.exit(1);
}

/** The address without its password, for the screen. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
