import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createLocation } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { writeBackupFile } from './files.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'barback-backup-status-'));
const ctx = useTestApp({ config: { dataDir } });
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const url = (locationId: string) => `/api/locations/${locationId}/backup-status`;

describe('GET /api/locations/:id/backup-status', () => {
  it('tells the owner when the last backup was made (none yet, then the newest)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const embedded = ctx.database.driver === 'pglite';

    const before = await as(ctx.app, owner).get(url(location.id));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      mode: embedded ? 'embedded' : 'postgres',
      last_backup_at: null,
    });

    await writeBackupFile(dataDir, new Uint8Array([1]), new Date('2026-02-01T04:00:00Z'));
    await writeBackupFile(dataDir, new Uint8Array([1]), new Date('2026-02-02T04:00:00Z'));
    const after = await as(ctx.app, owner).get(url(location.id));
    expect(after.json()).toEqual(
      embedded
        ? { mode: 'embedded', last_backup_at: '2026-02-02T04:00:00.000Z' }
        : { mode: 'postgres', last_backup_at: null },
    );
  });

  it('refuses managers and staff of the location (403)', async () => {
    const { location } = await createLocation(ctx.db);
    for (const role of ['manager', 'staff'] as const) {
      const member = await addMember(ctx.db, location, role);
      const response = await as(ctx.app, member).get(url(location.id));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('refuses the owner of another location (403) and a caller with no token (401)', async () => {
    const { location } = await createLocation(ctx.db);
    const { owner: otherOwner } = await createLocation(ctx.db);
    expect((await as(ctx.app, otherOwner).get(url(location.id))).statusCode).toBe(403);
    const anonymousAnswer = await anonymous(ctx.app).get(url(location.id));
    expect(anonymousAnswer.statusCode).toBe(401);
  });

  it('answers 422 for an id that is not a uuid', async () => {
    const { owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).get(url('not-a-uuid'));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});
