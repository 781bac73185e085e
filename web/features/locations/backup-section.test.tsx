// The owners' "Backups" section of the location settings: the time of the last backup.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationRef } from '#contract/auth.ts';
import type { BackupStatus } from '#contract/backups.ts';
import type { Role } from '#contract/roles.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeInvite, makeLocation, team } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth());
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
});

const statusUrl = `GET /api/locations/${BAR.id}/backup-status`;

/** Opens the bar's settings as `role`, the backup status answered by `backup`. */
function openSettingsAs(role: Role, backup: () => Response) {
  const bar: LocationRef = { ...BAR, role };
  signIn([bar, KITCHEN]);
  const base = `/api/locations/${BAR.id}`;
  const stub = stubApi({
    [`GET ${base}`]: () => jsonResponse(makeLocation(bar)),
    [`GET ${base}/members`]: () => jsonResponse(team(role)),
    [`GET ${base}/invite-codes`]: () => jsonResponse([makeInvite()]),
    'GET /api/locations': () => jsonResponse([]),
    [statusUrl]: backup,
  });
  renderRoute(`/dashboard/${BAR.id}/settings`);
  return stub;
}

const status = (value: BackupStatus) => () => jsonResponse(value);
const backups = async (name = 'Backups') => within(await screen.findByRole('region', { name }));

describe('the backups section of the location settings', () => {
  it('shows the owner the date and time of the last backup, in the venue’s time zone', async () => {
    openSettingsAs('owner', status({ mode: 'embedded', last_backup_at: '2026-03-14T09:26:00Z' }));
    const section = await backups();
    // 09:26 UTC (the device's zone here) is 10:26 in Paris, the venue's.
    expect(await section.findByText(/^Last backup: .*2026.*10:26/)).toBeVisible();
  });

  it('says when no backup was made yet', async () => {
    openSettingsAs('owner', status({ mode: 'embedded', last_backup_at: null }));
    expect(await (await backups()).findByText('No backup yet.')).toBeVisible();
  });

  it('says that the PostgreSQL server makes the backups in that mode', async () => {
    openSettingsAs('owner', status({ mode: 'postgres', last_backup_at: null }));
    expect(
      await (await backups()).findByText('Backups are made by your PostgreSQL server.'),
    ).toBeVisible();
  });

  it('offers to try again when the status cannot be loaded', async () => {
    let fail = true;
    openSettingsAs('owner', () =>
      fail
        ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong')
        : jsonResponse({ mode: 'embedded', last_backup_at: null }),
    );
    const section = await backups();
    expect(
      await section.findByText('The time of the last backup could not be loaded.'),
    ).toBeVisible();
    fail = false;
    await userEvent.setup().click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('No backup yet.')).toBeVisible();
  });

  it('is not shown to managers, who are not asked for it', async () => {
    const { calls } = openSettingsAs('manager', status({ mode: 'embedded', last_backup_at: null }));
    expect(await screen.findByLabelText('Name')).toHaveValue('The Back Bar');
    expect(screen.queryByRole('region', { name: 'Backups' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/backup-status'))).toBe(false);
  });

  it('is in Spanish when Spanish is chosen', async () => {
    setLanguage('es');
    openSettingsAs('owner', status({ mode: 'embedded', last_backup_at: null }));
    const section = await backups('Copias de seguridad');
    expect(await section.findByText('Todavía no hay ninguna copia.')).toBeVisible();
  });
});
