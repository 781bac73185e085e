/**
 * jsdom has no matchMedia. This stand-in answers `(prefers-color-scheme: dark)` from a flag
 * tests can flip, and notifies listeners like a browser does when the OS theme changes.
 */
type Listener = (event: MediaQueryListEvent) => void;

const DARK = '(prefers-color-scheme: dark)';
let systemDark = false;
const listeners = new Set<{ query: string; listener: Listener }>();

function matches(query: string): boolean {
  return query === DARK ? systemDark : false;
}

function mediaQueryList(query: string): MediaQueryList {
  const list = {
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add({ query, listener }),
    removeEventListener: (_type: string, listener: Listener) => {
      for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
    },
    addListener: (listener: Listener) => listeners.add({ query, listener }),
    removeListener: (listener: Listener) => {
      for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
    },
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => mediaQueryList(query),
  });
}

/** Pretends the OS switched its theme, as the user would in their phone's settings. */
export function setSystemDark(dark: boolean): void {
  systemDark = dark;
  for (const { query, listener } of [...listeners]) {
    if (query === DARK) listener({ matches: dark, media: query } as MediaQueryListEvent);
  }
}

export function resetMatchMedia(): void {
  systemDark = false;
  listeners.clear();
}
