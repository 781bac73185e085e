// The frame of the signed-in screens in Spanish: navigation, location picker, account menu.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTranslations } from '#web/lib/i18n/i18n.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import { useThemeStore } from '#web/lib/stores/theme.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, stubFetch } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

// The code of the layout and of the screen, and the Spanish messages, loaded once beforehand:
// the first test does not spend its time on them.
beforeAll(async () => {
  await Promise.all([
    import('./app-layout.tsx'),
    import('#web/features/inventory/changelog-screen.tsx'),
    loadTranslations('es'),
  ]);
});

beforeEach(() => {
  resetAuth();
  signIn([BAR, KITCHEN]);
  useThemeStore.getState().setTheme('light');
  setLanguage('es');
  // Nothing reaches the server here: counts stay on the phone, screens find nothing.
  stubFetch((call) =>
    call.url.startsWith('/api/inventory/update/')
      ? Promise.reject(new TypeError('Failed to fetch'))
      : errorResponse(404, 'NOT_FOUND', 'Not here'),
  );
});
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
});

function waitingCount(key: string) {
  useCountOutbox.getState().add({
    key,
    userId: useAuthStore.getState().user?.id ?? '',
    locationId: BAR.id,
    itemId: `item-${key}`,
    itemName: 'Gin',
    quantity: 5,
    reason: 'count',
    version: 1,
    attempts: 0,
    retryAt: 0,
  });
}

describe('the app layout in Spanish', () => {
  it('names the screens, the location and the bars in Spanish', async () => {
    const user = userEvent.setup();
    renderRoute(`/dashboard/${BAR.id}/changelog`);

    const sidebar = await screen.findByRole('navigation', { name: 'Local' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Panel',
      'Existencias',
      'Listas de compra',
      'Artículos',
      'Recetas',
      'Carta',
      'Ventas',
      'Informes',
      'Recuentos',
      'Registro de cambios',
      'Chat con IA',
      'Ajustes del local',
    ]);
    const bottomBar = screen.getByRole('navigation', { name: 'Local (barra inferior)' });
    expect(within(bottomBar).getByRole('button', { name: 'Más' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar al tema oscuro' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Local: The Back Bar. Cambiar de local' }));
    const picker = await screen.findByRole('menu');
    expect(within(picker).getByText('Tus locales')).toBeInTheDocument();
    expect(within(picker).getByRole('menuitem', { name: 'Añadir un local' })).toBeInTheDocument();
    expect(
      within(picker).getByRole('menuitem', { name: 'Unirse con un código de invitación' }),
    ).toBeInTheDocument();
  });

  it('has the account menu and the question about counts not sent in Spanish', async () => {
    const user = userEvent.setup();
    waitingCount('key-1');
    waitingCount('key-2');
    renderRoute(`/dashboard/${BAR.id}/changelog`);

    await user.click(await screen.findByRole('button', { name: 'Menú de la cuenta' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Cuenta' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Tus ajustes' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Cerrar sesión con recuentos sin enviar?',
    });
    expect(dialog).toHaveTextContent(
      '2 recuentos hechos en este teléfono aún no han llegado al servidor. Si cierras sesión, se borrarán de este teléfono.',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Seguir con la sesión abierta' }),
    ).toHaveFocus();
    expect(
      within(dialog).getByRole('button', { name: 'Cerrar sesión de todos modos' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  it('says in Spanish that signing out deletes the counts the server refused', async () => {
    const user = userEvent.setup();
    waitingCount('key-1');
    const userId = useAuthStore.getState().user?.id ?? '';
    useCountOutbox.setState({
      refused: ['key-2', 'key-3'].map((key) => ({
        count: {
          key,
          userId,
          locationId: BAR.id,
          itemId: `item-${key}`,
          itemName: 'Gin',
          quantity: 5,
          reason: 'count' as const,
          version: 1,
          attempts: 0,
          retryAt: 0,
        },
        why: 'archived' as const,
        refusedAt: 0,
      })),
    });
    renderRoute(`/dashboard/${BAR.id}/changelog`);

    await user.click(await screen.findByRole('button', { name: 'Menú de la cuenta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: '¿Cerrar sesión con recuentos sin enviar?',
    });
    expect(dialog).toHaveTextContent(
      '1 recuento hecho en este teléfono aún no ha llegado al servidor.',
    );
    expect(dialog).toHaveTextContent(
      '2 recuentos que el servidor no guardó aparecen en la lista de existencias. Si cierras sesión, se borrarán de este teléfono: apunta antes cuáles eran.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Seguir con la sesión abierta' }));

    // Once the waiting count has gone, the question is about the refused ones alone.
    useCountOutbox.setState({ pending: [], refused: useCountOutbox.getState().refused.slice(1) });
    await user.click(screen.getByRole('button', { name: 'Menú de la cuenta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    dialog = await screen.findByRole('alertdialog', {
      name: '¿Cerrar sesión con recuentos no guardados?',
    });
    expect(dialog).toHaveTextContent(
      '1 recuento que el servidor no guardó aparece en la lista de existencias. Si cierras sesión, se borrará de este teléfono: apunta antes cuál era.',
    );
  });
});
