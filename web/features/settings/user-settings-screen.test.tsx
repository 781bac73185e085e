import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../../contract/constants.ts';
import { useThemeStore } from '../../lib/stores/theme.ts';
import { resetAuth, signIn } from '../../test/auth-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => {
  resetAuth();
  signIn();
  useThemeStore.getState().setTheme('system');
});

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
});
