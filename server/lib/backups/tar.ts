// A data directory as a gzipped tar, streamed from disk (constant memory, whatever the size), in
// the layout PGlite's `dumpDataDir` writes and its `loadDataDir` reads: a ustar entry per
// directory and file, named from the data directory's root with a leading slash (`/base/1/112`).
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const BLOCK = 512;

function header(name: string, entry: { mode: number; size: number; mtime: Date; dir: boolean }) {
  const bytes = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`A name too long for the archive: ${name}`);
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;
  bytes.write(name, 0, 100, 'utf8');
  bytes.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  bytes.write(octal(0, 8), 108, 'ascii');
  bytes.write(octal(0, 8), 116, 'ascii');
  bytes.write(octal(entry.dir ? 0 : entry.size, 12), 124, 'ascii');
  bytes.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, 'ascii');
  bytes.write(entry.dir ? '5' : '0', 156, 'ascii');
  bytes.write('ustar\u000000', 257, 'ascii');
  // The checksum is counted with its own field as spaces.
  bytes.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of bytes) sum += byte;
  bytes.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return bytes;
}

async function* entries(root: string, dir = root): AsyncGenerator<Buffer | NodeJS.ReadableStream> {
  const names = (await readdir(dir)).sort();
  for (const name of names) {
    const full = path.join(dir, name);
    const info = await stat(full);
    const tarName = `/${path.relative(root, full).split(path.sep).join('/')}`;
    const isDir = info.isDirectory();
    if (!isDir && !info.isFile()) continue;
    yield header(tarName, { mode: info.mode, size: info.size, mtime: info.mtime, dir: isDir });
    if (isDir) {
      yield* entries(root, full);
      continue;
    }
    if (info.size === 0) continue;
    // Exactly the size the header gave: the directory is a quiet copy nobody writes to.
    yield createReadStream(full, { start: 0, end: info.size - 1 });
    const padding = (BLOCK - (info.size % BLOCK)) % BLOCK;
    if (padding > 0) yield Buffer.alloc(padding);
  }
}

/** Writes `sourceDir` as a gzipped tar to `file`. */
export async function writeTarGz(sourceDir: string, file: string): Promise<void> {
  const tar = new PassThrough();
  const writing = pipeline(tar, createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
  try {
    for await (const part of entries(sourceDir)) {
      if (Buffer.isBuffer(part)) {
        if (!tar.write(part)) await new Promise((resolve) => tar.once('drain', resolve));
      } else {
        for await (const chunk of part as AsyncIterable<Buffer>) {
          if (!tar.write(chunk)) await new Promise((resolve) => tar.once('drain', resolve));
        }
      }
    }
    tar.end(Buffer.alloc(BLOCK * 2));
  } catch (error) {
    tar.destroy(error as Error);
  }
  await writing;
}
