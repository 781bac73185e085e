/// <reference types="vite/client" />
// The second language, complete: with Spanish chosen, no screen a visitor or an owner can
// reach shows one of the app's English messages — in its text, its labels, its placeholders
// or its title. Data (item names, the server's error bodies) stays as it was written.
import path from 'node:path';
import { messagesToJSON } from '@nanostores/i18n';
import type { Messages, TranslationJSON } from '@nanostores/i18n';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { SIGNED_OUT_SCREENS, seedVenue, signUpVenue, venueScreens } from './venue.ts';
import { dataSettled } from './settled.ts';

const ENGLISH_MODULES = import.meta.glob<Record<string, unknown>>(
  '../web/lib/i18n/locales/en/*.ts',
  { eager: true },
);
const SPANISH_FILES = import.meta.glob<TranslationJSON>('../web/lib/i18n/locales/es/*.json', {
  eager: true,
  import: 'default',
});

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && 'i18n' in value && 'get' in value;
}

const textsOf = (json: TranslationJSON | undefined): string[] =>
  Object.values(json ?? {}).flatMap((message) =>
    typeof message === 'string' ? [message] : Object.values(message).map(String),
  );

/**
 * The parts of the English messages a reader would recognise on a Spanish screen: each run of
 * text between placeholders of two words or more, unless Spanish writes it the same.
 */
function englishPhrases(): string[] {
  const spanish = new Set(
    Object.values(SPANISH_FILES)
      .flatMap((json) => textsOf(json))
      .flatMap((text) => text.split(/\{\w+\}/)),
  );
  const phrases = new Set<string>();
  for (const [file, module] of Object.entries(ENGLISH_MODULES)) {
    const namespace = path.basename(file, '.ts');
    for (const store of Object.values(module).filter(isMessages)) {
      for (const text of textsOf(messagesToJSON(store)[namespace])) {
        for (const part of text.split(/\{\w+\}/)) {
          const phrase = part.trim().replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
          if (/[A-Za-z]+[ '’-]+[A-Za-z]+/.test(phrase) && !spanish.has(part)) phrases.add(phrase);
        }
      }
    }
  }
  return [...phrases];
}

const PHRASES = englishPhrases();

/**
 * What a person reads or hears on the page: its title, the text of its nodes, and its labels,
 * placeholders and tooltips — except inside an element marked `lang="en"`, text the app shows
 * in English on purpose (the assistant's own questions and answers).
 */
const PAGE_WORDS = `(() => {
  const english = (node) => node.parentElement?.closest('[lang="en"]:not(html)') != null;
  const words = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!english(node) && node.parentElement?.checkVisibility()) words.push(node.textContent);
  }
  for (const el of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    if (el.closest('[lang="en"]:not(html)')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) words.push(el.getAttribute(name) ?? '');
  }
  return words.join('\\n');
})()`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = PHRASES.map((phrase) => `\\b${escape(phrase)}\\b`);

/** Opens each path in turn and collects the English phrases it shows once it has settled. */
async function scan(page: Page, paths: string[], found: Record<string, string[]>) {
  for (const screen of paths) {
    await page.goto(screen);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await dataSettled(page);
    expect(await page.evaluate<string>('document.documentElement.lang'), screen).toBe('es');
    // The Spanish chunk may arrive after the first paint: the screen is given until it has
    // no English left, at most 5 s; what is still English then is reported.
    const englishLeft = `(() => {
      const words = ${PAGE_WORDS};
      return ${JSON.stringify(PATTERNS)}.flatMap((p, i) => (new RegExp(p).test(words) ? [i] : []));
    })()`;
    const settled = await page
      .waitForFunction(`${englishLeft}.length === 0`, undefined, { timeout: 5_000, polling: 100 })
      .then(() => true)
      .catch(() => false);
    if (!settled) {
      const left = await page.evaluate<number[]>(englishLeft);
      found[screen] = left.map((index) => PHRASES[index] ?? '');
    }
  }
}

describeInBrowser('Spanish', () => {
  it('knows enough English phrases to tell', () => {
    expect(PHRASES.length).toBeGreaterThan(500);
    expect(PHRASES).toContain('Sign in');
  });

  it('every screen, signed out and in a venue, shows no English message', async () => {
    const found: Record<string, string[]> = {};
    const visitor = await openBrowser({
      width: 360,
      height: 740,
      localStorage: [{ name: 'language', value: 'es' }],
    });
    await scan(visitor.page, SIGNED_OUT_SCREENS, found);

    // Signed up in English (the helper reads the English labels), then switched.
    const { page } = await openBrowser({ width: 1280, height: 800 });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Ana Idioma',
      venue: 'El bar',
    });
    const screens = venueScreens(locationPath, await seedVenue(page, locationId, headers));
    await page.evaluate("localStorage.setItem('language', 'es')");
    await scan(page, screens, found);
    expect(found).toEqual({});
  }, 240_000); // some 35 screens
});
