import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order, orderPdf } from './order-document.ts';
import { fontRuns } from './pdf-fonts.ts';

// Names a venue may type, read back out of the PDF with poppler's pdftotext (.ci/run installs
// it): each must come out as the same text, not as mojibake.
const names = {
  greek: 'Ούζο Πλωμαρίου',
  cyrillic: 'Водка Столичная',
  hebrew: 'יין אדום',
  arabic: 'عرق',
  chinese: '青岛啤酒',
  japanese: 'さけ 日本酒',
  emoji: 'Limes 🍋',
  accented: 'Crème de cassis Œuf',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'order-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pdfToText(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.normalize('NFC');
}

const order = (fields: Partial<Order>): Order => ({
  number: 'PO-1A2B3C4D',
  venue: 'The Fox',
  venueAddress: null,
  currency: 'EUR',
  date: '2026-11-21',
  deliveryDate: '2026-11-26',
  vendorName: 'Vendor',
  listName: 'List',
  lines: [],
  ...fields,
});

describe('the order PDF prints names in every script', () => {
  it('reads back venue, vendor and item names in Greek, Cyrillic, Hebrew, Arabic, CJK and emoji', async () => {
    const pdf = await orderPdf(
      order({
        venue: `Ταβέρνα ${names.cyrillic}`,
        vendorName: `${names.hebrew} ${names.chinese}`,
        lines: Object.values(names).map((name, index) => ({
          sku: `S${index}`,
          name,
          packs: '2',
          packDescription: null,
          packSize: '6',
          unit: 'bottle',
          price: '10',
        })),
      }),
      new Date('2026-11-21T00:00:00Z'),
    );
    const text = await pdfToText(pdf);
    expect(text).toContain(`Order PO-1A2B3C4D from Ταβέρνα ${names.cyrillic}`);
    expect(text).toContain(names.chinese);
    for (const [script, name] of Object.entries(names)) {
      if (script === 'hebrew' || script === 'arabic') continue;
      expect(text, script).toContain(name);
    }
    // Right-to-left words come out of pdftotext in their reading order.
    expect(text).toContain(names.hebrew.split(' ')[0]);
    expect(text).toContain(names.hebrew.split(' ')[1]);
    expect(text).toContain(names.arabic);
    expect(text).toContain('2 × 6 bottles');
  });

  it('prints a character no font has as its code point, never as another character', async () => {
    // Hangul is not in the fonts shipped (decision 043).
    expect(fontRuns('소주 Soju')).toEqual([{ family: 'NotoSans', text: '[U+C18C][U+C8FC] Soju' }]);
    const pdf = await orderPdf(
      order({
        lines: [
          {
            sku: null,
            name: '소주 Soju',
            packs: '1',
            packDescription: null,
            packSize: null,
            unit: null,
            price: null,
          },
        ],
      }),
      new Date('2026-11-21T00:00:00Z'),
    );
    const text = await pdfToText(pdf);
    expect(text).toContain('[U+C18C][U+C8FC] Soju');
  });

  it('keeps the line breaks of a note to the vendor as line breaks', async () => {
    expect(fontRuns('Before noon\nπαρακαλώ')).toEqual([
      { family: 'NotoSans', text: 'Before noon\nπαρακαλώ' },
    ]);
    const pdf = await orderPdf(
      order({ message: 'Before noon,\nback door' }),
      new Date('2026-11-21T00:00:00Z'),
    );
    const text = await pdfToText(pdf);
    expect(text).toContain('Before noon,\nback door');
    expect(text).not.toContain('U+000A');
  });

  it('makes a row as tall as its wrapped name in several fonts: the next row starts below it', async () => {
    const long =
      'Very long Greek name Ούζο Πλωμαρίου with 🍋 and 青岛 mixed and more words to wrap around the column';
    const pdf = await orderPdf(
      order({
        lines: [long, 'Gin'].map((name) => ({
          sku: null,
          name,
          packs: '1',
          packDescription: null,
          packSize: null,
          unit: null,
          price: null,
        })),
      }),
      new Date('2026-11-21T00:00:00Z'),
    );
    const file = path.join(dir, 'rows.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-bbox', file, '-']);
    const box = (word: string) => {
      const found = new RegExp(`yMin="([\\d.]+)" xMax="[\\d.]+" yMax="([\\d.]+)">${word}<`).exec(
        stdout,
      );
      if (!found) throw new Error(`${word} is not in the PDF`);
      return { top: Number(found[1]), bottom: Number(found[2]) };
    };
    expect(box('column').bottom).toBeLessThanOrEqual(box('Gin').top);
  });

  it('draws each run in the font that has it: spaces and digits stay in the run they are in', () => {
    expect(fontRuns('Ouzo Ούζο 1 🍋 青岛')).toEqual([
      { family: 'NotoSans', text: 'Ouzo Ούζο 1 ' },
      { family: 'NotoEmoji', text: '🍋 ' },
      { family: 'NotoSansHans', text: '青岛' },
    ]);
  });
});
