/**
 * The currency a new venue most likely uses, from the browser's locale ("es-ES" → EUR,
 * "en-GB" → GBP, "en" → USD): proposed, never chosen silently — the form shows it.
 */
const BY_REGION: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  JP: 'JPY',
  SG: 'SGD',
  HK: 'HKD',
  IN: 'INR',
  AE: 'AED',
  ZA: 'ZAR',
  MX: 'MXN',
  BR: 'BRL',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
};

/** The euro area. */
const EURO = [
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
  'AD',
  'MC',
  'SM',
  'VA',
  'ME',
  'XK',
];

/** Common ISO 4217 codes, the likeliest first. */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'JPY',
  'SGD',
  'HKD',
  'INR',
  'AED',
  'ZAR',
  'MXN',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'PEN',
];

export function localCurrency(locale = globalThis.navigator?.language ?? 'en-US'): string {
  let region: string | undefined;
  try {
    // "es" alone is read as Spain, "en" as the United States (the likeliest region).
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  if (region === undefined) return 'USD';
  if (EURO.includes(region)) return 'EUR';
  return BY_REGION[region] ?? 'USD';
}
