// Spreadsheets made to hurt the server that reads them, for the import tests and
// `npm run bench:import`:
// - spacesSheet: a header row, then megabytes of spaces. Spaces compress about 1,000 to 1, so a
//   90 MB sheet uploads as about 90 KB, and its ZIP directory honestly says 90 MB.
// - lyingSheet: the same, but its entry's local header defers the sizes to a data descriptor
//   after the data, and the central directory claims the sheet is 1,000 bytes: a reader that
//   trusts the directory inflates hundreds of megabytes it thought were a kilobyte.
// The archives are written here byte by byte (a small ZIP writer), so a test says exactly what
// the file declares, and the megabytes are deflated a chunk at a time, never held whole.
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

const MEGABYTE = 1024 * 1024;
const HEADER = ['recipe', 'ingredient', 'quantity', 'unit'];

interface Entry {
  name: string;
  crc: number;
  size: number;
  deflated: Buffer;
  /** Sizes and CRC after the data (general purpose flag bit 3), zeros in the local header. */
  dataDescriptor?: boolean;
  /** The unpacked size the central directory states, when it is to lie. */
  declaredSize?: number;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`;
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook other than the sheet. */
const WORKBOOK_PARTS: Record<string, string> = {
  '[Content_Types].xml': xml(
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  ),
  '_rels/.rels': xml(
    `<Relationships xmlns="${RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  ),
  'xl/workbook.xml': xml(
    `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}">` +
      '<sheets><sheet name="Recipes" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  'xl/_rels/workbook.xml.rels': xml(
    `<Relationships xmlns="${RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/>` +
      '</Relationships>',
  ),
};

/** The sheet's XML before and after its filling: a header row of inline strings. */
function sheetFrame(): { head: string; tail: string } {
  const cells = HEADER.map(
    (title, index) =>
      `<c r="${String.fromCharCode(65 + index)}1" t="inlineStr"><is><t>${title}</t></is></c>`,
  ).join('');
  return {
    head: xml(`<worksheet xmlns="${MAIN}"><sheetData><row r="1">${cells}</row>`),
    tail: '</sheetData></worksheet>',
  };
}

function smallEntry(name: string, text: string): Entry {
  const data = Buffer.from(text);
  return { name, crc: crc32(data), size: data.length, deflated: deflateRawSync(data) };
}

/**
 * A sheet entry: its frame around `megabytes` of `filler` repeated (spaces by default),
 * deflated a megabyte at a time.
 */
async function fillerEntry(megabytes: number, filler = ' '): Promise<Entry> {
  const { head, tail } = sheetFrame();
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(MEGABYTE, filler);
  let crc = 0;
  let size = 0;
  const write = async (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(head));
  for (let written = 0; written < megabytes; written += 1) await write(block);
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { name: 'xl/worksheets/sheet1.xml', crc, size, deflated: Buffer.concat(out) };
}

/** A ZIP archive of these entries, every field written as given. */
export function zipArchive(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const deferred = entry.dataDescriptor === true;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(deferred ? 0x0008 : 0, 6); // flags: bit 3, sizes after the data
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(deferred ? 0 : entry.crc, 14);
    local.writeUInt32LE(deferred ? 0 : entry.deflated.length, 18);
    local.writeUInt32LE(deferred ? 0 : entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const parts = [local, name, entry.deflated];
    if (deferred) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.deflated.length, 8);
      descriptor.writeUInt32LE(entry.size, 12);
      parts.push(descriptor);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(deferred ? 0x0008 : 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    locals.push(...parts);
    offset += parts.reduce((sum, part) => sum + part.length, 0);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function workbook(sheet: Entry): Buffer {
  const parts = Object.entries(WORKBOOK_PARTS).map(([name, text]) => smallEntry(name, text));
  return zipArchive([...parts.slice(0, 3), sheet, ...parts.slice(3)]);
}

/** A header row and then `megabytes` of spaces; the archive states its true sizes. */
export async function spacesSheet(megabytes = 90): Promise<Buffer> {
  return workbook(await fillerEntry(megabytes));
}

/**
 * A header row and `megabytes` of spaces (or of `filler`) whose local header defers its sizes
 * to a data descriptor while the central directory claims the sheet unpacks to 1,000 bytes.
 */
export async function lyingSheet(megabytes = 200, filler = ' '): Promise<Buffer> {
  const sheet = await fillerEntry(megabytes, filler);
  return workbook({ ...sheet, dataDescriptor: true, declaredSize: 1000 });
}

/**
 * A workbook whose one sheet is this `<sheetData>` content (rows written by hand); its central
 * directory may state another size for the sheet.
 */
export function workbookOf(sheetData: string, options: { declaredSize?: number } = {}): Buffer {
  const sheet = smallEntry(
    'xl/worksheets/sheet1.xml',
    xml(`<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`),
  );
  return workbook({ ...sheet, ...options });
}

/** A well-formed workbook of these rows of text, as inline strings. */
export function sheetOf(rows: string[][]): Buffer {
  const escape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const cell = (text: string, column: number, row: number) =>
    `<c r="${columnName(column)}${row}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`;
  return workbookOf(
    rows
      .map(
        (cells, index) =>
          `<row r="${index + 1}">${cells.map((text, column) => cell(text, column, index + 1)).join('')}</row>`,
      )
      .join(''),
  );
}

/** A spreadsheet column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}
