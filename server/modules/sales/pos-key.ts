// A POS name as matched: the same name however a POS or a person spaced or cased it.

/** The key of a POS name (`sales_lines.pos_key`): lower case, spacing collapsed, NFC. */
export function posKeyOf(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** A POS name as kept: spacing at its ends and runs of spaces inside tidied, case kept. */
export function tidyPosName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}
