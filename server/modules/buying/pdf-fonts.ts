import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts an order's PDF embeds (decision 043): Noto Sans for Latin, Greek and Cyrillic,
 * Noto Sans Hebrew, Noto Sans Arabic, Noto Sans Hans (Chinese with Japanese kana) and Noto
 * Emoji, all from npm packages. Each run of a name is drawn in the first font that has its
 * characters; a character no font has is printed as its code point (`[U+AC00]`), never as
 * mojibake.
 */

const require = createRequire(import.meta.url);

type Weight = 'regular' | 'bold';

interface Family {
  name: string;
  files: Record<Weight, string>;
}

const expo = (pkg: string, file: string) => require.resolve(`@expo-google-fonts/${pkg}/${file}`);
// The package exports only its script; its fonts sit beside it.
const hans = (file: string) =>
  path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', file);

/** In order of preference: a character goes to the first that has it. */
const families: Family[] = [
  {
    name: 'NotoSans',
    files: {
      regular: expo('noto-sans', '400Regular/NotoSans_400Regular.ttf'),
      bold: expo('noto-sans', '700Bold/NotoSans_700Bold.ttf'),
    },
  },
  {
    name: 'NotoSansHebrew',
    files: {
      regular: expo('noto-sans-hebrew', '400Regular/NotoSansHebrew_400Regular.ttf'),
      bold: expo('noto-sans-hebrew', '700Bold/NotoSansHebrew_700Bold.ttf'),
    },
  },
  {
    name: 'NotoSansArabic',
    files: {
      regular: expo('noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'),
      bold: expo('noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'),
    },
  },
  {
    name: 'NotoSansHans',
    files: { regular: hans('NotoSansHans-Regular.otf'), bold: hans('NotoSansHans-Bold.otf') },
  },
  {
    name: 'NotoEmoji',
    files: {
      regular: expo('noto-emoji', '400Regular/NotoEmoji_400Regular.ttf'),
      bold: expo('noto-emoji', '700Bold/NotoEmoji_700Bold.ttf'),
    },
  },
];

interface Loaded {
  name: string;
  regular: Buffer;
  boldFile: string;
  hasGlyph: (codePoint: number) => boolean;
}

let loaded: Loaded[] | undefined;

/**
 * The regular fonts, read once per process (about 10 MB, 8 of them the CJK font) to know which
 * characters each has; a bold font is read by pdfkit when a document draws with it.
 */
function fonts(): Loaded[] {
  loaded ??= families.map((family) => {
    const regular = readFileSync(family.files.regular);
    const font = fontkit.create(regular);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${family.name} is a collection`);
    return {
      name: family.name,
      regular,
      boldFile: family.files.bold,
      hasGlyph: (codePoint) => font.hasGlyphForCodePoint(codePoint),
    };
  });
  return loaded;
}

/** The name pdfkit knows a family's weight by. */
export const fontName = (family: string, weight: Weight) => `${family}-${weight}`;

/** Registers every family with a document; pdfkit reads a font only when it draws with it. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const font of fonts()) {
    doc.registerFont(fontName(font.name, 'regular'), font.regular);
    doc.registerFont(fontName(font.name, 'bold'), font.boldFile);
  }
}

export interface Run {
  family: string;
  text: string;
}

/** Characters that join the character before them, whatever font that took. */
const joins = (char: string, codePoint: number) =>
  /\p{M}/u.test(char) ||
  codePoint === 0x200d ||
  (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
  (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff);

const replacement = (codePoint: number) =>
  `[U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}]`;

/**
 * A text cut into runs, each in one family that has all its characters. A character stays in
 * the current run's family when that family has it (spaces, digits); a character none has
 * becomes its code point in the first family.
 */
export function fontRuns(text: string): Run[] {
  const all = fonts();
  const first = all[0]?.name ?? 'NotoSans';
  const runs: Run[] = [];
  let current: Loaded | undefined;
  const push = (family: string, piece: string) => {
    const last = runs.at(-1);
    if (last && last.family === family) last.text += piece;
    else runs.push({ family, text: piece });
  };
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    // Line breaks and tabs are layout, not glyphs: pdfkit breaks the line at them.
    if (char === '\n' || char === '\r' || char === '\t') {
      push(current?.name ?? first, char);
      continue;
    }
    if (current && (joins(char, codePoint) || current.hasGlyph(codePoint))) {
      push(current.name, char);
      continue;
    }
    const found = all.find((font) => font.hasGlyph(codePoint));
    if (found) {
      current = found;
      push(found.name, char);
    } else if (joins(char, codePoint)) {
      // A mark or joiner after a character no font has: the code point already shows it.
    } else {
      current = undefined;
      push(first, replacement(codePoint));
    }
  }
  return runs;
}
