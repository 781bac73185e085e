// Every screen a visitor or an owner can reach, on a 360 px phone in one colour scheme: no axe
// violation, and nothing wider than the screen. One page after another; every screen is scanned
// before the test fails, so one run names them all. Light and dark are two files, so the two
// scans run side by side.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { openBrowser } from './fixtures.ts';
import { SIGNED_OUT_SCREENS, seedVenue, signUpVenue, venueScreens } from './venue.ts';
import { dataSettled } from './settled.ts';

/** Opens each path in turn and collects what is wrong with it. */
async function scan(page: Page, paths: string[], found: Record<string, string[]>) {
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await dataSettled(page);
    const problems = await axeViolations(page);
    if (!(await fitsTheScreen(page))) problems.push('wider than the screen');
    if (problems.length > 0) found[path] = problems;
  }
}

/** Scans every screen, signed out and then in a new seeded venue, in `colorScheme`. */
export async function expectEveryScreenAccessible(colorScheme: 'light' | 'dark'): Promise<void> {
  const { page } = await openBrowser({ width: 360, height: 740, colorScheme });
  const found: Record<string, string[]> = {};
  await scan(page, SIGNED_OUT_SCREENS, found);

  const { locationPath, locationId, headers } = await signUpVenue(page, {
    person: 'Ada Access',
    venue: `The ${colorScheme} bar`,
  });
  await scan(page, venueScreens(locationPath, await seedVenue(page, locationId, headers)), found);
  expect(found).toEqual({});
}

/** Some 40 screens, each scanned in full by axe. */
export const EVERY_SCREEN_TIMEOUT_MS = 300_000;
