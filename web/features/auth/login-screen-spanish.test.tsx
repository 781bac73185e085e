// The sign-in screen in the second language when it is chosen, and in English by default.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { language, setLanguage } from '#web/lib/i18n/language.ts';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';
import { resetAuth } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth('signed-out'));
afterEach(() => setLanguage('en'));

describe('sign in, translated', () => {
  it('is in English by default', async () => {
    renderRoute('/login');
    expect(language.get()).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('is wholly in Spanish when Spanish is chosen, validation messages too', async () => {
    stubApi({});
    setLanguage('es');
    renderRoute('/login');

    const heading = await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(heading).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Barback'));
    const email = screen.getByLabelText('Correo electrónico');
    const password = screen.getByLabelText('Contraseña');
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Introduce un correo electrónico válido'),
    );
    expect(password).toHaveAccessibleDescription('Introduce tu contraseña');

    expect(englishLeft([authMessages])).toEqual([]);
  });
});
