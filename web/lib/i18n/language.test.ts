import { afterEach, describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  browserLanguage,
  language,
  setLanguage,
  watchLanguage,
} from './language.ts';

afterEach(() => setLanguage('en'));

describe('language', () => {
  it('takes the first browser language the app has, by its primary subtag, else English', () => {
    expect(browserLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'ES', 'en'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('keeps the choice on this device and puts it on <html lang>', () => {
    const stop = watchLanguage();
    expect(document.documentElement.lang).toBe('en');

    setLanguage('es');
    expect(language.get()).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    stop();
  });
});
