import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '#contract/constants.ts';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '#web/lib/i18n/language.ts';
import { useThemeStore } from '#web/lib/stores/theme.ts';
import { resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => {
  resetAuth();
  signIn();
  useThemeStore.getState().setTheme('system');
});
afterEach(() => setLanguage('en'));

describe('user settings', () => {
  it('lets the user choose light, dark or system, and remembers it', async () => {
    const user = userEvent.setup();
    renderRoute('/settings');

    const group = await screen.findByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(useThemeStore.getState()).toMatchObject({ theme: 'dark', resolvedTheme: 'dark' });
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toEqual({
      state: { theme: 'dark' },
      version: 0,
    });

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(useThemeStore.getState().resolvedTheme).toBe('light');
  });

  it('switches the screens to the language chosen, and remembers it', async () => {
    const user = userEvent.setup();
    renderRoute('/settings');

    const group = await screen.findByRole('group', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { name: 'Tus ajustes', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Oscuro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cuenta' })).toHaveAttribute('href', '/account');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { name: 'Your settings', level: 1 }),
    ).toBeInTheDocument();
  });
});
