import type { MoveReport } from './move.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The move as a table of rows and checksums (the same on both sides), then its times. */
export function formatMoveReport(report: MoveReport): string {
  const width = Math.max('table'.length, ...report.tables.map(({ table }) => table.length));
  const counts = report.tables.map(({ rows }) => rows.toLocaleString('en'));
  const countWidth = Math.max('rows'.length, ...counts.map((count) => count.length));
  const lines = [
    `${'table'.padEnd(width)}  ${'rows'.padStart(countWidth)}  checksum (md5, the same on both sides)`,
    ...report.tables.map(
      ({ table, checksum }, index) =>
        `${table.padEnd(width)}  ${(counts[index] ?? '').padStart(countWidth)}  ${checksum}`,
    ),
  ];
  const rows = report.tables.reduce((sum, { rows: count }) => sum + count, 0);
  lines.push(
    '',
    `${report.tables.length} tables, ${rows.toLocaleString('en')} rows, ` +
      `${report.sequences} sequences set. Copied in ${seconds(report.copyMs)}, ` +
      `verified in ${seconds(report.verifyMs)}, ${seconds(report.totalMs)} in all.`,
  );
  return lines.join('\n');
}
