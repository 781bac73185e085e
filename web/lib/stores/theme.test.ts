import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '#contract/constants.ts';
import { setSystemDark } from '#web/test/match-media.ts';
import { applyTheme, useThemeStore, watchTheme } from './theme.ts';

const html = document.documentElement;
const store = () => useThemeStore.getState();
let stopWatching: (() => void) | undefined;

function stored(): unknown {
  const raw = localStorage.getItem(THEME_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

beforeEach(() => {
  useThemeStore.setState({ theme: 'system', resolvedTheme: 'light' });
  localStorage.clear();
  applyTheme('light');
});

afterEach(() => {
  stopWatching?.();
  stopWatching = undefined;
});

describe('theme store', () => {
  it('toggles between light and dark', () => {
    store().setTheme('light');
    store().toggle();
    expect(store()).toMatchObject({ theme: 'dark', resolvedTheme: 'dark' });
    store().toggle();
    expect(store()).toMatchObject({ theme: 'light', resolvedTheme: 'light' });
  });

  it('toggles from system to the opposite of what is shown', () => {
    setSystemDark(true);
    store().setTheme('system');
    expect(store().resolvedTheme).toBe('dark');
    store().toggle();
    expect(store()).toMatchObject({ theme: 'light', resolvedTheme: 'light' });
  });

  it('puts data-theme and the dark class on <html>', () => {
    applyTheme('dark');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html).toHaveClass('dark');
    applyTheme('light');
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(html).not.toHaveClass('dark');
  });

  it('keeps the document in step with the store while watching', () => {
    stopWatching = watchTheme();
    store().setTheme('dark');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html).toHaveClass('dark');
    store().toggle();
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(html).not.toHaveClass('dark');
  });

  it('follows the OS preference live when the choice is system', () => {
    stopWatching = watchTheme();
    store().setTheme('system');
    expect(store().resolvedTheme).toBe('light');

    setSystemDark(true);
    expect(store().resolvedTheme).toBe('dark');
    expect(html).toHaveClass('dark');

    setSystemDark(false);
    expect(store().resolvedTheme).toBe('light');
    expect(html).not.toHaveClass('dark');
  });

  it('ignores OS changes when the user chose a theme', () => {
    stopWatching = watchTheme();
    store().setTheme('light');
    setSystemDark(true);
    expect(store().resolvedTheme).toBe('light');
    expect(html).not.toHaveClass('dark');
  });

  it('stops following the OS once unwatched', () => {
    stopWatching = watchTheme();
    store().setTheme('system');
    stopWatching();
    stopWatching = undefined;
    setSystemDark(true);
    expect(store().resolvedTheme).toBe('light');
  });

  it('persists the choice (not the resolved theme) under theme-storage', () => {
    store().setTheme('dark');
    expect(stored()).toEqual({ state: { theme: 'dark' }, version: 0 });
    store().setTheme('system');
    expect(stored()).toEqual({ state: { theme: 'system' }, version: 0 });
  });

  it('restores the stored choice and resolves it against the OS', async () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { theme: 'dark' }, version: 0 }),
    );
    await useThemeStore.persist.rehydrate();
    expect(store()).toMatchObject({ theme: 'dark', resolvedTheme: 'dark' });

    setSystemDark(true);
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { theme: 'system', resolvedTheme: 'light' }, version: 0 }),
    );
    await useThemeStore.persist.rehydrate();
    expect(store()).toMatchObject({ theme: 'system', resolvedTheme: 'dark' });
  });

  it('falls back to system when the stored value is not a theme', async () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { theme: 'sepia' }, version: 0 }),
    );
    await useThemeStore.persist.rehydrate();
    expect(store().theme).toBe('system');
  });
});

describe('the browser bar colour', () => {
  it('follows the chosen theme in the tag of each colour scheme of the phone', () => {
    for (const media of ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']) {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = media;
      document.head.append(meta);
    }
    try {
      applyTheme('dark');
      const colours = () =>
        [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
          meta.getAttribute('content'),
        );
      expect(colours()).toEqual(['#0b1120', '#0b1120']);
      applyTheme('light');
      expect(colours()).toEqual(['#f8fafc', '#f8fafc']);
    } finally {
      for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
    }
  });
});
