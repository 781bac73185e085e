// How the built-in assistant writes a date in its answers: in Spanish, as Spain writes a date
// (never a weekday abbreviation or a YYYY-MM-DD), in the venue's time zone.
import { describe, expect, it } from 'vitest';
import type { AssistantLanguage } from '#contract/assistant.ts';
import type { Turn } from '../turn.ts';
import { formats, quantity, timeLabel, unitNameIn, wordsOf } from './wording.ts';

function turnIn(language: AssistantLanguage, timezone = 'America/Chicago'): Turn {
  const scope = { venue: () => Promise.resolve({ currency: 'EUR', timezone }) };
  return { language, scope } as unknown as Turn;
}

describe('a moment in an answer', () => {
  it('is a Spanish date and time in the venue’s zone', async () => {
    const { when } = await formats(turnIn('es'));
    // 18:00 UTC is noon in Chicago.
    expect(when('2026-11-20T18:00:00.000Z')).toBe('20 de noviembre de 2026 a las 12:00');
    // Just after midnight UTC is still the 19th there; one o'clock is "a la 1".
    expect(when('2026-11-20T05:30:00.000Z')).toBe('19 de noviembre de 2026 a las 23:30');
    expect(when('2026-11-20T07:05:00.000Z')).toBe('20 de noviembre de 2026 a la 1:05');
    const madrid = await formats(turnIn('es', 'Europe/Madrid'));
    expect(madrid.when('2026-11-20T18:00:00.000Z')).toBe('20 de noviembre de 2026 a las 19:00');
  });

  it('stays as it was in English', async () => {
    const { when } = await formats(turnIn('en'));
    // (Some ICU versions put a narrow space before PM.)
    expect(when('2026-11-20T18:00:00.000Z').replace(/\s/g, ' ')).toBe('Fri, Nov 20, 12:00 PM');
  });
});

describe('a quantity with its unit', () => {
  it('is rounded as read, never "210.5263" or "-0"', () => {
    expect(quantity(210.5263)).toBe('210.53');
    expect(quantity(0.0333)).toBe('0.0333');
    expect(quantity(3.5)).toBe('3.5');
    expect(quantity(-0)).toBe('0');
    expect(quantity(null)).toBe('none');
  });

  it('names the unit for that many in English (issue: "20 bottle", "2 bottle used")', () => {
    const w = wordsOf(turnIn('en'));
    expect(w.amount(20, 'bottle')).toBe('20 bottles');
    expect(w.amount(1, 'bottle')).toBe('1 bottle');
    expect(w.amount(1.001, 'case')).toBe('1 case');
    expect(w.amount(0.5, 'box')).toBe('0.5 boxes');
    expect(w.amount(210.5263, 'g')).toBe('210.53 g');
    expect(w.amount(3, 'fl_oz')).toBe('3 fl oz');
    expect(w.amount(3, 'jar')).toBe('3 jar');
    expect(w.unit('bottle')).toBe('bottle');
  });

  it('and in Spanish', () => {
    const w = wordsOf(turnIn('es'));
    expect(w.amount(20, 'bottle')).toBe('20 botellas');
    expect(w.amount(1, 'keg')).toBe('1 barril');
    expect(w.amount(40, 'each')).toBe('40 unidades');
    expect(w.unit('can')).toBe('lata');
    expect(w.isOne(1)).toBe(true);
    expect(w.isOne(2)).toBe(false);
    expect(unitNameIn('es', 'portion', 2)).toBe('raciones');
  });
});

describe('the time a question spoke of', () => {
  const when = (iso: string) => `<${iso}>`;
  const label = 'as dates.ts says it';

  it('is a day or a span of days written in Spanish', () => {
    const es = turnIn('es');
    const span = (from: string, to: string) => timeLabel(es, { from, to, label }, when);
    expect(span('2026-11-19', '2026-11-19')).toBe('el 19 de noviembre de 2026');
    expect(span('2026-11-16', '2026-11-20')).toBe('del 16 al 20 de noviembre de 2026');
    expect(span('2026-10-28', '2026-11-03')).toBe('del 28 de octubre al 3 de noviembre de 2026');
    expect(span('2025-12-29', '2026-01-04')).toBe(
      'del 29 de diciembre de 2025 al 4 de enero de 2026',
    );
    // Last night: from an instant to an instant, each with its time.
    expect(span('2026-11-19T22:00:00.000Z', '2026-11-20T12:00:00.000Z')).toBe(
      'del <2026-11-19T22:00:00.000Z> al <2026-11-20T12:00:00.000Z>',
    );
    // This morning: from the day's start to an instant.
    expect(span('2026-11-20', '2026-11-20T18:00:00.000Z')).toBe(
      'del 20 de noviembre de 2026 al <2026-11-20T18:00:00.000Z>',
    );
  });

  it('is dates.ts’s own words in English', () => {
    const time = { from: '2026-11-16', to: '2026-11-20', label: 'this week (from 2026-11-16)' };
    expect(timeLabel(turnIn('en'), time, when)).toBe('this week (from 2026-11-16)');
  });
});
