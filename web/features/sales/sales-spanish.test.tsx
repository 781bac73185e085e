// The sales screen in the second language when it is chosen: every message Spanish, money and
// numbers in the reader's locale (here a Spanish browser), the import dialog's too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fillMessage,
  SALES_FILE_UNRECOGNISED_MESSAGE,
  SALES_MORE_ROWS_MESSAGE,
  SALES_ROW_EMPTY_MESSAGE,
  SALES_ROW_NOT_A_DATE_MESSAGE,
  SALES_ROW_NOT_A_NUMBER_MESSAGE,
} from '#contract/messages.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { salesMessages } from '#web/lib/i18n/locales/en/sales.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import {
  makeImportAnswer,
  makeMappings,
  makeMenuChoice,
  makeSalesLine,
  makeSalesPage,
} from './test-fixtures.ts';

const FIRST_LOAD = { timeout: 15_000 };
const NEGRONI_ID = 'c0c0c0c0-0000-4000-8000-000000000001';

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
  setLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sales, in Spanish', () => {
  it('shows the names to match, the lines and the import in Spanish', async () => {
    stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      'GET /api/menu': () => jsonResponse([makeMenuChoice(NEGRONI_ID, 'Negroni')]),
      'GET /api/sales/mappings': () =>
        jsonResponse(
          makeMappings({
            unmapped: [
              {
                pos_name: 'NEGRONI',
                pos_key: 'negroni',
                quantity: 4,
                lines: 2,
                suggested: { menu_item_id: NEGRONI_ID, name: 'Negroni', score: 1 },
              },
            ],
            mappings: [
              {
                pos_name: 'Tarjeta regalo',
                pos_key: 'tarjeta regalo',
                menu_item_id: null,
                menu_item_name: null,
                updated_at: '2026-11-20T10:00:00.000Z',
              },
            ],
          }),
        ),
      'GET /api/sales': () =>
        jsonResponse(
          makeSalesPage([makeSalesLine({ net_sales: 24, source: 'manual' })], {
            totals: { lines: 1, quantity: 2, net_sales: 24, unmapped_quantity: 2 },
          }),
        ),
      'POST /api/sales/import': () =>
        jsonResponse(
          makeImportAnswer({
            format: 'toast',
            voids_skipped: 1,
            duplicates_skipped: 2,
            unmapped: [{ pos_name: 'NEGRONI', pos_key: 'negroni', quantity: 4, lines: 2 }],
          }),
        ),
    });
    renderRoute(`/dashboard/${BAR.id}/sales`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ventas' }, FIRST_LOAD),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Ventas · Barback'));
    expect(await screen.findByText('4 vendidos en 2 líneas')).toBeVisible();
    expect(screen.getByText('Sugerencia: Negroni')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Emparejar NEGRONI' })).toBeVisible();
    expect(screen.getByText('1 nombre ya emparejado o ignorado')).toBeVisible();
    expect(
      await screen.findByText('1 línea · 2 vendidos · 24,00 € de ventas netas.', { exact: false }),
    ).toBeVisible();
    expect(screen.getByText('Escrita a mano')).toBeVisible();
    expect(englishLeft([salesMessages])).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Importar ventas' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Importar ventas' }));
    await user.upload(
      dialog.getByLabelText('Archivo CSV o Excel (.xlsx)'),
      new File(['Order Date,Menu Item,Qty,Void?'], 'ItemSelectionDetails.csv', {
        type: 'text/csv',
      }),
    );
    expect(
      await dialog.findByText('Formato encontrado: Detalle de artículos de Toast'),
    ).toBeVisible();
    expect(dialog.getByText('1 fila anulada omitida')).toBeVisible();
    expect(dialog.getByText('2 ya importadas, omitidas')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Importar 3 líneas' })).toBeVisible();
    expect(englishLeft([salesMessages])).toEqual([]);
  });
  it('says in Spanish which rows cannot be read, and why a file is not recognised', async () => {
    let answer = () =>
      jsonResponse(
        makeImportAnswer({
          lines_imported: 0,
          // As the server writes them (server/modules/sales/sales-file.ts).
          errors: [
            {
              row: 2,
              message: fillMessage(SALES_ROW_NOT_A_DATE_MESSAGE, {
                column: 'date',
                value: '31/31/2026',
              }),
            },
            {
              row: 3,
              message: fillMessage(SALES_ROW_NOT_A_NUMBER_MESSAGE, {
                column: 'quantity',
                value: 'two',
              }),
            },
            { row: 4, message: fillMessage(SALES_ROW_EMPTY_MESSAGE, { column: 'item' }) },
            { row: 1500, message: fillMessage(SALES_MORE_ROWS_MESSAGE, { count: 1200 }) },
          ],
        }),
      );
    stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      'GET /api/sales': () => jsonResponse(makeSalesPage([])),
      'GET /api/sales/mappings': () => jsonResponse(makeMappings()),
      'GET /api/menu': () => jsonResponse([]),
      'POST /api/sales/import': () => answer(),
    });
    renderRoute(`/dashboard/${BAR.id}/sales`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importar ventas' }, FIRST_LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Importar ventas' }));
    const upload = (name: string) =>
      user.upload(
        dialog.getByLabelText('Archivo CSV o Excel (.xlsx)'),
        new File(['date,item,quantity'], name, { type: 'text/csv' }),
      );
    await upload('ventas.csv');
    expect(await dialog.findByText('Fila 2: date: «31/31/2026» no es una fecha')).toBeVisible();
    expect(dialog.getByText('Fila 3: quantity: «two» no es un número')).toBeVisible();
    expect(dialog.getByText('Fila 4: item: esta fila no lo tiene')).toBeVisible();
    expect(dialog.getByText('Fila 1500: 1200 filas más no se pueden leer')).toBeVisible();

    answer = () =>
      errorResponse(422, 'VALIDATION_ERROR', SALES_FILE_UNRECOGNISED_MESSAGE, {
        details: [{ path: 'file', message: SALES_FILE_UNRECOGNISED_MESSAGE }],
      });
    await upload('otro.csv');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      /^Las columnas del archivo no son las de una exportación de ventas/,
    );
  });
});
