// Importing a location's file in Spanish: what the server says when it refuses the file
// (contract/messages.ts) is shown translated, numbers written the Spanish way.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTranslations } from '#web/lib/i18n/i18n.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

const FILE = { format: 'barback-location', version: 1, location: { name: 'Rooftop' } };

beforeAll(async () => {
  await loadTranslations('es');
});
beforeEach(() => {
  resetAuth();
  signIn([BAR]);
  setLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
});

/** The server's 422 for a file refused on `path`. */
const refused = (path: string, message: string) => () =>
  errorResponse(422, 'VALIDATION_ERROR', message, { details: [{ path, message }] });

describe('importing a location from a file, in Spanish', () => {
  it.each([
    [
      'a name used twice',
      refused('items.1.name', 'That name is taken'),
      'items.1.name: Ese nombre ya existe',
    ],
    [
      'a reference to no row of the file',
      refused('vendor_items.0.vendor_id', 'This refers to a row that is not in the file'),
      'vendor_items.0.vendor_id: Esto remite a una fila que no está en el archivo',
    ],
    [
      'a recipe made of itself',
      refused(
        'recipes.2.ingredients',
        'A recipe cannot contain itself, directly or through another recipe',
      ),
      'recipes.2.ingredients: Una receta no puede contenerse a sí misma, ni directamente ni a través de otra receta',
    ],
    [
      'a field the contract refuses',
      refused('location.name', 'Enter a name'),
      'location.name: Introduce un nombre',
    ],
    [
      'a file with more rows than an import reads',
      refused('file', 'This file holds more rows than a location may import (1,262,000 at most).'),
      'Este archivo tiene más filas de las que un local puede importar (1.262.000 como máximo).',
    ],
    [
      'a row wider than any of the format',
      refused('file', 'A row of this file has more than 40 fields.'),
      'Una fila de este archivo tiene más de 40 campos.',
    ],
    [
      'a file too slow to read',
      refused('file', 'This file took too long to read.'),
      'Leer este archivo ha tardado demasiado.',
    ],
    [
      'a file of another version',
      refused('version', 'Invalid input: expected 1'),
      'Este archivo lo escribió otra versión de Barback, que esta no puede leer.',
    ],
    [
      'a file larger than an import takes',
      () => errorResponse(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.'),
      'Este archivo es más grande de lo que un local puede importar.',
    ],
  ])('says %s in Spanish', async (_label, answer, said) => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/locations/import': answer });
    renderRoute('/add-location');
    const section = within(
      await screen.findByRole('region', { name: 'Importar un local desde un archivo' }),
    );
    await user.upload(
      section.getByLabelText('Archivo del local (.json)'),
      new File([JSON.stringify(FILE)], 'rooftop.barback.json', { type: 'application/json' }),
    );
    await user.click(section.getByRole('button', { name: 'Importar el local' }));
    expect((await section.findByRole('alert')).textContent).toBe(said);
  });

  it('shows a message it does not know as the server wrote it', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/locations/import': refused('exported_at', 'Invalid input: expected string'),
    });
    renderRoute('/add-location');
    const section = within(
      await screen.findByRole('region', { name: 'Importar un local desde un archivo' }),
    );
    await user.upload(
      section.getByLabelText('Archivo del local (.json)'),
      new File([JSON.stringify(FILE)], 'rooftop.barback.json', { type: 'application/json' }),
    );
    await user.click(section.getByRole('button', { name: 'Importar el local' }));
    expect((await section.findByRole('alert')).textContent).toBe(
      'exported_at: Invalid input: expected string',
    );
  });
});
