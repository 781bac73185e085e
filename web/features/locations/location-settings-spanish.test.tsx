// The location settings in Spanish when it is chosen: sections, roles, invites, danger zone.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesToJSON } from '@nanostores/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationRef } from '../../../contract/auth.ts';
import { setLanguage } from '../../lib/i18n/language.ts';
import { locationsMessages } from '../../lib/i18n/locales/en/locations.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '../../test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '../../test/fetch.ts';
import { makeInvite, makeLocation, team } from '../../test/location-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => resetAuth());
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
});

/**
 * Every plain English message of the namespace that its Spanish differs from (the source
 * text, whatever language the store is in now).
 */
async function englishOnlyMessages(): Promise<string[]> {
  const spanish: Record<string, unknown> = (
    await import('../../lib/i18n/locales/es/locations.json')
  ).default;
  const english = messagesToJSON(locationsMessages).locations ?? {};
  return Object.entries(english)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .filter(([key, text]) => text !== spanish[key])
    .map(([, text]) => text);
}

/**
 * The words the screen shows: each element's own text (its text nodes, joined), and the
 * labels and hints of its attributes.
 */
function shownTexts(root: HTMLElement): string[] {
  return [root, ...root.querySelectorAll('*')].flatMap((element) => [
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(''),
    ...['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  ]);
}

/** Whether a text shows the message as whole words ("Cancel" is not in "Cancelar"). */
function shows(texts: string[], message: string): boolean {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(^|[^\\p{L}\\d])${escaped}($|[^\\p{L}\\d])`, 'u');
  return texts.some((text) => pattern.test(text));
}

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

    const texts = shownTexts(screen.getByRole('main'));
    const leftInEnglish = (await englishOnlyMessages()).filter((english) => shows(texts, english));
    expect(leftInEnglish).toEqual([]);
  }, 20_000);
});
