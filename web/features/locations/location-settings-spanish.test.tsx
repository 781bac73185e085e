// The location settings in Spanish when it is chosen: sections, roles, invites, danger zone.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationRef } from '#contract/auth.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeInvite, makeLocation, team } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth());
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
});

describe('location settings, translated', () => {
  it('is in Spanish when Spanish is chosen, role names too', async () => {
    const bar: LocationRef = { ...BAR, role: 'owner' };
    signIn([bar, KITCHEN]);
    const base = `/api/locations/${BAR.id}`;
    stubApi({
      [`GET ${base}`]: () => jsonResponse(makeLocation(bar)),
      [`GET ${base}/members`]: () => jsonResponse(team('owner')),
      [`GET ${base}/invite-codes`]: () => jsonResponse([makeInvite()]),
      'GET /api/locations': () => jsonResponse([]),
    });
    setLanguage('es');
    renderRoute(`/dashboard/${BAR.id}/settings`);

    expect(
      await screen.findByRole('heading', { name: 'Ajustes del local', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'General' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('The Back Bar');
    expect(screen.getByLabelText('Zona horaria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar los ajustes' })).toBeInTheDocument();

    const members = within(screen.getByRole('region', { name: 'Miembros' }));
    const alexRole = await members.findByLabelText('Rol de Alex Kim');
    expect(
      within(alexRole)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Propietario', 'Encargado', 'Personal']);
    expect(members.getByText('(tú)')).toBeInTheDocument();

    const invites = within(screen.getByRole('region', { name: 'Códigos de invitación' }));
    expect(invites.getByRole('radio', { name: /Personal/ })).toBeChecked();
    expect(await invites.findByText(/^Personal · usado 0 de 1 · caduca el/)).toBeInTheDocument();
    expect(invites.getByRole('button', { name: 'Eliminar el código K7M2PQ9XHT' })).toBeVisible();

    expect(screen.getByRole('region', { name: 'Salir del local' })).toBeInTheDocument();
    const danger = within(screen.getByRole('region', { name: 'Eliminar el local' }));
    expect(danger.getByText(/^Elimina The Back Bar con todas sus existencias/)).toBeVisible();

    const user = userEvent.setup();
    await user.click(members.getByRole('button', { name: 'Quitar a Alex Kim…' }));
    expect(members.getByRole('group', { name: 'Quitar a Alex Kim' })).toHaveTextContent(
      'Alex Kim pierde el acceso a este local de inmediato.',
    );

    expect(englishLeft([locationsMessages], screen.getByRole('main'))).toEqual([]);
  }, 20_000);
});
