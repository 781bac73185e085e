import { it } from 'vitest';
import { EVERY_SCREEN_TIMEOUT_MS, expectEveryScreenAccessible } from './every-screen.ts';
import { describeInBrowser } from './fixtures.ts';

describeInBrowser('accessibility', () => {
  it(
    'every screen at 360 px in light: no axe violation, nothing wider than the screen',
    () => expectEveryScreenAccessible('light'),
    EVERY_SCREEN_TIMEOUT_MS,
  );
});
