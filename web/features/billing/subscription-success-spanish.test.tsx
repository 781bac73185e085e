// Back from the payment page, in Spanish when it is chosen: the sentence and the provider's state.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { BAR, makeUser, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth());
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
});

describe('back from the payment page, translated', () => {
  it('confirms the subscription in Spanish, its state too', async () => {
    signIn([BAR]);
    stubApi({
      'GET /api/auth/registration': () => jsonResponse({ mode: 'open', payments: true }),
      'GET /api/auth/me': () =>
        jsonResponse({ user: { ...makeUser([BAR]), subscription_status: 'active' } }),
    });
    setLanguage('es');
    renderRoute('/subscription/success');

    expect(await screen.findByText(/^Tu suscripción está/)).toHaveTextContent(
      'Tu suscripción está activa.',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suscripción confirmada' }),
    ).toBeVisible();
    expect(screen.getByText('Gracias: tu pago se ha realizado.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a tu panel' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}`,
    );
  });

  it('asks a signed-out visitor to sign in, in Spanish', async () => {
    stubApi({ 'GET /api/auth/registration': () => jsonResponse({ mode: 'open', payments: true }) });
    setLanguage('es');
    renderRoute('/subscription/success');
    const link = await screen.findByRole('link', { name: 'Iniciar sesión' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link.parentElement).toHaveTextContent(
      'Inicia sesión para ver tu plan y empezar a contar. Iniciar sesión',
    );
  });
});
