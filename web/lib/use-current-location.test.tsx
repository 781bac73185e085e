import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BAR, KITCHEN, makeUser } from '../test/auth-fixtures.ts';
import { stubFetch, emptyResponse } from '../test/fetch.ts';
import type { LocationRef } from '#contract/auth.ts';

afterEach(() => vi.unstubAllGlobals());

/** The app as a reload starts it: every module read anew, the device's storage as it was. */
async function reload(locations: LocationRef[]) {
  vi.resetModules();
  const current = await import('./use-current-location.ts');
  const { useAuthStore } = await import('./stores/auth.ts');
  useAuthStore.getState().setSignedIn({ token: 'access-1', user: makeUser(locations) });
  // A screen without a location id in its path, such as /orders.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/orders']}>
      <Routes>
        <Route path="/orders" element={children} />
      </Routes>
    </MemoryRouter>
  );
  const screen = () => renderHook(() => current.useCurrentLocation(), { wrapper }).result.current;
  return { ...current, screen };
}

describe('the current location', () => {
  it('is the one last opened on this device, after a reload too', async () => {
    const first = await reload([BAR, KITCHEN]);
    expect(first.screen()?.id).toBe(BAR.id);
    first.rememberLocation(KITCHEN.id);
    expect(first.screen()?.id).toBe(KITCHEN.id);
    expect(localStorage.getItem(first.CURRENT_LOCATION_STORAGE_KEY)).toBe(KITCHEN.id);

    const again = await reload([BAR, KITCHEN]);
    expect(again.screen()?.id).toBe(KITCHEN.id);
  });

  it('falls back to the first location when the remembered one is no longer the user’s', async () => {
    const first = await reload([BAR, KITCHEN]);
    first.rememberLocation(KITCHEN.id);

    // Left the kitchen meanwhile (or another person signs in on the phone).
    const again = await reload([BAR]);
    expect(again.screen()?.id).toBe(BAR.id);
  });

  it('is forgotten when the person signs out (the language stays)', async () => {
    const first = await reload([BAR, KITCHEN]);
    first.rememberLocation(KITCHEN.id);
    localStorage.setItem('language', 'es');
    stubFetch(() => emptyResponse(204));
    const { signOut } = await import('./sign-out.ts');
    await signOut(new QueryClient());
    expect(localStorage.getItem(first.CURRENT_LOCATION_STORAGE_KEY)).toBeNull();
    // The language is the device's choice, like the theme: it stays.
    expect(localStorage.getItem('language')).toBe('es');

    const again = await reload([BAR, KITCHEN]);
    expect(again.screen()?.id).toBe(BAR.id);
  });
});
