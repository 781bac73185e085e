// Formatting a run's figures: numbers, tables as text and as Markdown, and the lines under a
// mode's table.
import { type ModeResult, QUIET_AFTER_RUN_MS } from './modes.ts';
import type { BenchReport } from './report.ts';

export const MB = 1e6;
const rate = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
export const ms = (value: number) => value.toFixed(0);
export const ratio = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2));
export function bytes(value: number): string {
  if (value >= MB) return `${(value / MB).toFixed(2)} MB`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)} kB`;
  return `${value.toFixed(0)} B`;
}

type Table = { headers: string[]; rows: string[][] };

export function textTable({ headers, rows }: Table): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .map((row) => `  ${row.trimEnd()}`)
    .join('\n');
}

export function markdownTable({ headers, rows }: Table): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(headers),
    line(headers.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map(line),
  ].join('\n');
}

export function modeTable(result: ModeResult): Table {
  const rows = result.endpoints.map((endpoint) => {
    const real = endpoint.real;
    return [
      endpoint.label,
      rate(real.reqPerSec),
      ms(real.latency.p50),
      ms(real.latency.p99),
      ms(real.latency.max),
      String(real.errors),
      bytes(real.bytesPerResponse),
      endpoint.baseline ? rate(endpoint.baseline.reqPerSec) : '–',
      endpoint.baseline ? ms(endpoint.baseline.latency.p99) : '–',
      ratio(endpoint.ratio),
    ];
  });
  if (result.flood) {
    for (const [label, stats] of [
      ['POST /api/auth/login (flood)', result.flood.login],
      [`GET /api/inventory/{id} during the flood (${result.flood.itemRate}/s)`, result.flood.item],
    ] as const) {
      rows.push([
        label,
        rate(stats.reqPerSec),
        ms(stats.latency.p50),
        ms(stats.latency.p99),
        ms(stats.latency.max),
        String(stats.errors),
        bytes(stats.bytesPerResponse),
        '–',
        '–',
        '–',
      ]);
    }
  }
  return {
    headers: [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'errors',
      'bytes/answer',
      'baseline req/s',
      'baseline p99',
      'ratio',
    ],
    rows,
  };
}

/** Generating and receiving, one request at a time. */
export function buyingLine(result: ModeResult): string | undefined {
  const buying = result.buying;
  if (!buying) return undefined;
  const { generate, receive } = buying;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return (
    `Buying, one request at a time: generate (${generate.lists} lists, ${generate.lines} lines, ` +
    `${generate.runs} runs) median ${ms(generate.medianMs)}, p95 ${ms(generate.p95Ms)}; ` +
    `receive of a ${receive.lines}-line list (${receive.runs} lists) median ` +
    `${ms(receive.medianMs)}, max ${ms(receive.maxMs)}.`
  );
}

/** The menu, a dish's cost and a bulk import, one request at a time. */
export function cookingLine(result: ModeResult): string | undefined {
  const cooking = result.cooking;
  if (!cooking) return undefined;
  const { menu, recipeCost, bulkImport } = cooking;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return (
    `Cooking, one request at a time: the menu (${menu.items} dishes, ${menu.runs} runs) median ` +
    `${ms(menu.medianMs)}, p95 ${ms(menu.p95Ms)}; a dish's cost (${recipeCost.runs} runs) median ` +
    `${ms(recipeCost.medianMs)}, p95 ${ms(recipeCost.p95Ms)}; bulk import of ` +
    `${bulkImport.recipes} recipes (${bulkImport.rows} rows, ${(bulkImport.bytes / 1000).toFixed(0)} kB CSV) ` +
    `${ms(bulkImport.ms)}.`
  );
}

export function memoryLine(result: ModeResult): string {
  const { server, serverQuiet, serverAtStart, baseline } = result.memory;
  const parts = [
    server
      ? `server ${bytes(server.rss)} resident right after the run` +
        `${serverQuiet ? `, ${bytes(serverQuiet.rss)} after ${QUIET_AFTER_RUN_MS / 1000} s without requests` : ''}` +
        ` (peak ${bytes(server.peakRss)}` +
        `${serverAtStart ? `; ${bytes(serverAtStart.rss)} once started` : ''})`
      : 'server memory not read',
  ];
  if (baseline) parts.push(`baseline ${bytes(baseline.rss)} (peak ${bytes(baseline.peakRss)})`);
  const stop = result.serverStop;
  const stopped = stop
    ? ` Server stopped ${(stop.ms / 1000).toFixed(1)} s after SIGTERM, exit code ${stop.code ?? 'none'}.`
    : '';
  return `Memory: ${parts.join('; ')}.${stopped}`;
}

export function crossModeTable(report: BenchReport): Table | undefined {
  const embedded = report.modes.find((mode) => mode.mode === 'embedded');
  const postgres = report.modes.find((mode) => mode.mode === 'postgres');
  if (!embedded || !postgres) return undefined;
  const rows = embedded.endpoints.map((endpoint) => {
    const other = postgres.endpoints.find((entry) => entry.key === endpoint.key);
    return [
      endpoint.label,
      rate(endpoint.real.reqPerSec),
      other ? rate(other.real.reqPerSec) : '–',
      other && other.real.reqPerSec > 0
        ? ratio(endpoint.real.reqPerSec / other.real.reqPerSec)
        : '–',
    ];
  });
  return { headers: ['endpoint', 'embedded req/s', 'PostgreSQL req/s', 'ratio'], rows };
}
