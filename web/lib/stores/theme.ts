/**
 * Theme choice (§3, §4, §9): light, dark or system, persisted under `theme-storage`. The
 * system choice follows the OS preference live; the resolved theme lands on `<html>` as a
 * `data-theme` attribute and the `dark` class that Tailwind's dark variant keys on.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { THEME_STORAGE_KEY } from '#contract/constants.ts';

export type Theme = 'light' | 'dark' | 'system';
type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The browser bar colour of each theme; the same values as `--bg` in styles.css. */
const THEME_COLOR: Record<ResolvedTheme, string> = { light: '#f8fafc', dark: '#0b1120' };

function darkQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : undefined;
}

function systemTheme(): ResolvedTheme {
  return darkQuery()?.matches ? 'dark' : 'light';
}

function resolveTheme(theme: Theme): ResolvedTheme {
  return theme === 'system' ? systemTheme() : theme;
}

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark' || value === 'system';
}

interface ThemeState {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Switches between light and dark (from system: to the opposite of what shows now). */
  toggle: () => void;
  /** Re-reads the OS preference; only changes anything while the choice is system. */
  syncWithSystem: () => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      theme: 'system',
      resolvedTheme: systemTheme(),
      setTheme: (theme) => set({ theme, resolvedTheme: resolveTheme(theme) }),
      toggle: () => {
        const next: ResolvedTheme = get().resolvedTheme === 'dark' ? 'light' : 'dark';
        set({ theme: next, resolvedTheme: next });
      },
      syncWithSystem: () => {
        if (get().theme === 'system') set({ resolvedTheme: systemTheme() });
      },
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ theme: state.theme }),
      // The resolved theme is never trusted from storage: the OS may have changed since.
      merge: (persisted, current) => {
        const stored: unknown =
          typeof persisted === 'object' && persisted !== null && 'theme' in persisted
            ? persisted.theme
            : undefined;
        const theme = isTheme(stored) ? stored : current.theme;
        return { ...current, theme, resolvedTheme: resolveTheme(theme) };
      },
    },
  ),
);

/** Puts the resolved theme on the document; main.tsx calls it before the first render. */
export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  // index.html has one tag per colour scheme of the phone; the person's own choice wins in both.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_COLOR[resolved]);
  }
}

/**
 * Keeps the document in step with the store and the store in step with the OS.
 * Returns the function that stops both.
 */
export function watchTheme(): () => void {
  applyTheme(useThemeStore.getState().resolvedTheme);
  const unsubscribe = useThemeStore.subscribe((state, previous) => {
    if (state.resolvedTheme !== previous.resolvedTheme) applyTheme(state.resolvedTheme);
  });
  const query = darkQuery();
  const onSystemChange = (): void => useThemeStore.getState().syncWithSystem();
  query?.addEventListener('change', onSystemChange);
  return () => {
    unsubscribe();
    query?.removeEventListener('change', onSystemChange);
  };
}
