// Reads the XML of an XLSX part as it is inflated, chunk by chunk, without building anything:
// it measures every stretch of text and every tag (the XML reader that follows slows to a crawl
// on very long ones), and in a sheet counts the rows and cells and how far they reach, since
// the reader fills the gaps up to a cell's address with empty cells. Plain JavaScript: it runs
// in the import thread (table-worker.js).

/** A part over a limit: `limit` names it (see limits.ts), `max` is its value. */
export class OverLimit extends Error {
  constructor(limit, max) {
    super(`over ${limit} (${max})`);
    this.limit = limit;
    this.max = max;
  }
}

/** A part that is not XML a spreadsheet writes. */
export class NotASheet extends Error {}

const NAME_CHAR = /[A-Za-z0-9_:.-]/;
/** A tag's attributes are kept (for its `r`) only for rows and cells, and never past this. */
const MAX_KEPT_TAG = 1024;
const CELL_ADDRESS = /^([A-Z]{1,3})([0-9]{1,7})$/;
const R_ATTRIBUTE = /(?:^|\s)r\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/** A column's number from its letters: A → 1, Z → 26, AA → 27. */
function columnNumber(letters) {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

/** The counts of one sheet, checked against the limits as each row or cell opens. */
class SheetCount {
  constructor(limits) {
    this.limits = limits;
    this.rows = 0;
    this.cells = 0;
    this.row = 0;
    this.column = 0;
    this.lastRow = 0;
    this.lastColumn = 0;
  }

  /** Whether a tag of this name is a row or a cell. */
  counts(name) {
    const local = name.slice(name.lastIndexOf(':') + 1);
    return local === 'row' || local === 'c';
  }

  /** A row or a cell opens, its attributes as written. */
  open(name, attributes) {
    const local = name.slice(name.lastIndexOf(':') + 1);
    const match = R_ATTRIBUTE.exec(attributes);
    const r = match ? (match[1] ?? match[2]) : undefined;
    if (local === 'row') {
      this.rows += 1;
      this.row = r === undefined ? this.row + 1 : Number(r);
      if (!Number.isSafeInteger(this.row) || this.row < 1) throw new NotASheet('row number');
      this.column = 0;
    } else {
      this.cells += 1;
      if (r === undefined) {
        this.column += 1;
      } else {
        const address = CELL_ADDRESS.exec(r);
        if (!address) throw new NotASheet('cell address');
        this.column = columnNumber(address[1]);
        this.row = Math.max(this.row, Number(address[2]));
      }
    }
    this.lastRow = Math.max(this.lastRow, this.row);
    this.lastColumn = Math.max(this.lastColumn, this.column);
    const { maxRows, maxColumns, maxCells } = this.limits;
    if (this.rows > maxRows || this.lastRow > maxRows) throw new OverLimit('maxRows', maxRows);
    if (this.lastColumn > maxColumns) throw new OverLimit('maxColumns', maxColumns);
    // The reader returns every row as wide as the widest: what it builds is the rectangle.
    if (this.cells > maxCells || this.lastRow * this.lastColumn > maxCells) {
      throw new OverLimit('maxCells', maxCells);
    }
  }
}

/**
 * The scanner of one part. `push` takes the part's bytes as they are inflated; markup is
 * ASCII, so each byte is read as one character (latin1) and text in any encoding is measured
 * in bytes.
 */
export class MarkupScanner {
  /**
   * @param {{ maxRows: number; maxColumns: number; maxCells: number; maxRun: number }} limits
   * @param {boolean} sheet whether the part is a worksheet, whose rows and cells are counted
   */
  constructor(limits, sheet) {
    this.maxRun = limits.maxRun;
    this.sheet = sheet ? new SheetCount(limits) : undefined;
    this.state = 'text';
    this.run = 0;
    this.name = '';
    this.kept = '';
    this.quote = '';
    this.head = '';
    this.terminator = '';
    this.tail = '';
    this.keeping = false;
  }

  grow(length) {
    this.run += length;
    if (this.run > this.maxRun) throw new OverLimit('maxRun', this.maxRun);
  }

  /** @param {Uint8Array} bytes */
  push(bytes) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    let at = 0;
    while (at < text.length) at = this.step(text, at);
  }

  /** Consumes what it can of `text` from `at`; returns where it stopped. */
  step(text, at) {
    switch (this.state) {
      case 'text': {
        const open = text.indexOf('<', at);
        const end = open === -1 ? text.length : open;
        this.grow(end - at);
        if (open === -1) return end;
        this.begin('open', 1);
        return open + 1;
      }
      case 'open': {
        const char = text[at];
        this.grow(1);
        if (char === '/') this.state = 'tag';
        else if (char === '?') this.until('?>');
        else if (char === '!') this.state = 'bang';
        else if (NAME_CHAR.test(char)) {
          this.state = 'name';
          this.name = char;
        } else throw new NotASheet('markup');
        return at + 1;
      }
      case 'bang': {
        // A comment or a CDATA section; anything else (a DOCTYPE) is no part of a sheet.
        this.head += text[at];
        this.grow(1);
        if (this.head === '--') this.until('-->');
        else if (this.head === '[CDATA[') this.until(']]>');
        else if (!'--'.startsWith(this.head) && !'[CDATA['.startsWith(this.head)) {
          throw new NotASheet('declaration');
        }
        return at + 1;
      }
      case 'name': {
        const char = text[at];
        if (NAME_CHAR.test(char) && this.name.length < 64) {
          this.name += char;
          this.grow(1);
          return at + 1;
        }
        this.state = 'attributes';
        this.keeping = this.sheet?.counts(this.name) ?? false;
        return at;
      }
      case 'attributes':
        return this.attributes(text, at);
      case 'tag':
        return this.skipTag(text, at);
      case 'until': {
        const window = this.tail + text.slice(at);
        const found = window.indexOf(this.terminator);
        if (found === -1) {
          this.grow(text.length - at);
          this.tail = window.slice(-(this.terminator.length - 1));
          return text.length;
        }
        const end = at + found - this.tail.length + this.terminator.length;
        this.grow(end - at);
        this.begin('text', 0);
        return end;
      }
    }
    throw new Error(`unknown state ${this.state}`);
  }

  begin(state, run) {
    this.state = state;
    this.run = run;
    this.name = '';
    this.kept = '';
    this.quote = '';
    this.head = '';
    this.tail = '';
    this.keeping = false;
  }

  until(terminator) {
    this.state = 'until';
    this.terminator = terminator;
    this.tail = '';
  }

  /** The attributes of an opening tag, up to its `>` (quoted values may hold one). */
  attributes(text, at) {
    for (let index = at; index < text.length; index += 1) {
      const char = text[index];
      if (this.quote) {
        if (char === this.quote) this.quote = '';
      } else if (char === '"' || char === "'") {
        this.quote = char;
      } else if (char === '>') {
        this.grow(index + 1 - at);
        this.keep(text.slice(at, index));
        if (this.keeping) this.sheet?.open(this.name, this.kept);
        this.begin('text', 0);
        return index + 1;
      }
    }
    this.grow(text.length - at);
    this.keep(text.slice(at));
    return text.length;
  }

  keep(part) {
    if (!this.keeping) return;
    this.kept += part;
    if (this.kept.length > MAX_KEPT_TAG) throw new NotASheet('tag');
  }

  /** A closing tag, up to its `>`. */
  skipTag(text, at) {
    const end = text.indexOf('>', at);
    if (end === -1) {
      this.grow(text.length - at);
      return text.length;
    }
    this.grow(end + 1 - at);
    this.begin('text', 0);
    return end + 1;
  }

  /** The part has ended: nothing may be left open. */
  end() {
    if (this.state !== 'text') throw new NotASheet('unfinished markup');
  }
}
