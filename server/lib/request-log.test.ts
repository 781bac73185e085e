import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log.ts';

describe('loggableUrl', () => {
  it('hides the values of a reset token and an invite code, whatever the case of their names', () => {
    expect(loggableUrl('/reset-password?token=abc-123')).toBe('/reset-password?token=redacted');
    expect(loggableUrl('/join?CODE=K7Q2-9XWD&from=mail')).toBe('/join?CODE=redacted&from=mail');
    expect(loggableUrl('/x?token=a&token=b')).toBe('/x?token=redacted');
    expect(loggableUrl('/x?%74oken=abc')).toBe('/x?token=redacted');
  });

  it('keeps every other URL as it came', () => {
    for (const url of ['/api/inventory?location_id=1', '/register?email=a%40b.test', '/', '/x?']) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});
