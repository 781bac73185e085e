/** A foreign key: rows of `table` name rows of `references`. */
export interface Reference {
  table: string;
  references: string;
}

export class CopyOrderError extends Error {
  constructor(tables: string[]) {
    super(
      `Some of the tables ${tables.join(', ')} reference each other or themselves, so no order ` +
        'of copying satisfies their foreign keys: db:move cannot copy them.',
    );
    this.name = 'CopyOrderError';
  }
}

/**
 * Orders tables so every table comes after the tables it references: copying in this order, no
 * foreign key is ever checked against a row not yet copied. Ties go alphabetically, so the order
 * (and the report) is the same on every run. A cycle, a table referencing itself among them,
 * throws: its constraints are not deferrable, and batches could name a row of a later batch.
 */
export function copyOrder(tables: readonly string[], references: readonly Reference[]): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, references: parent } of references) {
    if (!parents.has(parent)) continue;
    parents.get(table)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  let waiting = [...tables].sort();
  while (waiting.length > 0) {
    const ready = waiting.filter((table) =>
      [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) throw new CopyOrderError(waiting);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
    waiting = waiting.filter((table) => !placed.has(table));
  }
  return ordered;
}
