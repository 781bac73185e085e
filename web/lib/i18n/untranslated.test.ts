// No screen writes English outside its messages: every text a person reads goes through a
// namespace of locales/en, and so has its translation.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUntranslated, webSources } from './untranslated.ts';

const texts = (source: string, file = 'screen.tsx') =>
  findUntranslated(file, source).map((hit) => hit.text);

describe('the untranslated-text finder', () => {
  it('finds text between tags, in visible attributes and in {…} children', () => {
    const source = `
      export function Screen({ n }: { n: number }) {
        return (
          <section aria-label="Stock list">
            <h1>Items</h1>
            <input placeholder="Search items" className="w-full text-base" type="search" />
            <p>{n === 1 ? 'One item' : 'Many items'}</p>
            <Field label="Par level" name="par_level" />
          </section>
        );
      }`;
    expect(texts(source)).toEqual([
      'Stock list',
      'Items',
      'Search items',
      'One item',
      'Many items',
      'Par level',
    ]);
  });

  it('finds sentences given to notifications, titles, zod checks and message properties', () => {
    const source = `
      useDocumentTitle('Recipes');
      notify({ title: 'Saved', message: 'The item was saved.' });
      const schema = z.string().min(1, 'Enter a name');
      const bad = { message: 'Choose a recipe' };`;
    expect(texts(source, 'form.ts')).toEqual([
      'Recipes',
      'Saved',
      'The item was saved.',
      'Enter a name',
      'Choose a recipe',
    ]);
  });

  it('leaves alone what a person does not read, and messages read through t', () => {
    const source = `
      const key = ['items', id];
      const ok = status === 'Draft';
      export function Screen() {
        const t = useStore(inventoryMessages);
        return (
          <div className="flex gap-2" data-state="Open" role="status" aria-live="polite">
            {t.title} · {' '} — {42}
            <span>Barback</span>
            <Icon name="chevron-down" />
          </div>
        );
      }`;
    expect(texts(source)).toEqual([]);
  });

  it('lets a line say why it stays as written', () => {
    const source = `
      // untranslated: the CSV file's own header
      const header = <th title="Par level">par_level</th>;
      const unit = <abbr title="Millilitres">ml</abbr>; // untranslated: unit name of the data`;
    expect(texts(source)).toEqual([]);
  });

  it('parses .ts files as TypeScript (generics are not tags)', () => {
    const source = `export const get = <T,>(path: string) => request<T>('GET', path);`;
    expect(texts(source, 'client.ts')).toEqual([]);
  });
});

describe('the web app', () => {
  it('writes no English outside its messages', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const found = webSources(root)
      .filter((file) => !file.includes(`${path.sep}i18n${path.sep}untranslated`))
      .flatMap((file) => findUntranslated(file, fs.readFileSync(file, 'utf8')))
      .map((hit) => `${path.relative(root, hit.file)}:${hit.line}: ${hit.text}`);
    expect(found).toEqual([]);
  });
});
