// The report of a run: tables on stdout, the same as Markdown, every figure as JSON, and the
// targets of the product checked against them.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import type { ModeResult } from './modes.ts';
import { MODE_TITLES } from './modes.ts';
import type { BenchOptions } from './options.ts';
import type { ProductChecks } from './product-checks.ts';

export interface TargetCheck {
  target: string;
  measured: string;
  /** undefined: not measured in this run. */
  ok: boolean | undefined;
}

export interface BenchReport {
  date: string;
  commit: string | undefined;
  /** Whether the working tree had changes not in the commit. */
  uncommittedChanges: boolean | undefined;
  machine: { cores: number; cpu: string; memoryGB: number; node: string; platform: string };
  options: Omit<BenchOptions, 'seedOnly' | 'remove' | 'outDir' | 'serverLog' | 'cpuProfile'>;
  postgres: { version?: string; skipped?: string };
  wallTimeS: number;
  checks?: ProductChecks;
  modes: ModeResult[];
  targets: TargetCheck[];
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

export function machine(): BenchReport['machine'] {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGB: Math.round(totalmem() / 1e9),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

export function revision(): Pick<BenchReport, 'commit' | 'uncommittedChanges'> {
  const status = git(['status', '--porcelain']);
  return {
    commit: git(['rev-parse', 'HEAD'])?.trim(),
    uncommittedChanges: status === undefined ? undefined : status.trim() !== '',
  };
}

// Formatting ---------------------------------------------------------------------------------

const MB = 1e6;
const rate = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const ms = (value: number) => value.toFixed(0);
const ratio = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2));
function bytes(value: number): string {
  if (value >= MB) return `${(value / MB).toFixed(2)} MB`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)} kB`;
  return `${value.toFixed(0)} B`;
}

type Table = { headers: string[]; rows: string[][] };

function textTable({ headers, rows }: Table): string {
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

function markdownTable({ headers, rows }: Table): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(headers),
    line(headers.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map(line),
  ].join('\n');
}

function modeTable(result: ModeResult): Table {
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
function buyingLine(result: ModeResult): string | undefined {
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
function cookingLine(result: ModeResult): string | undefined {
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

function memoryLine(result: ModeResult): string {
  const { server, serverAtStart, baseline } = result.memory;
  const parts = [
    server
      ? `server ${bytes(server.rss)} resident after the run (peak ${bytes(server.peakRss)}` +
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

function crossModeTable(report: BenchReport): Table | undefined {
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

// Targets ------------------------------------------------------------------------------------

/** The targets of the performance issue (docs/performance.md), checked against a report. */
export function checkTargets(report: Pick<BenchReport, 'modes'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const embedded = report.modes.find((mode) => mode.mode === 'embedded');
  const postgres = report.modes.find((mode) => mode.mode === 'postgres');
  const notMeasured = (target: string) =>
    checks.push({ target, measured: 'not measured', ok: undefined });

  if (postgres) {
    for (const endpoint of postgres.endpoints) {
      const target = `PostgreSQL: ${endpoint.label} at ≥ 0.6 of its baseline's req/s`;
      if (endpoint.ratio === undefined) notMeasured(target);
      else checks.push({ target, measured: ratio(endpoint.ratio), ok: endpoint.ratio >= 0.6 });
    }
    const failing = postgres.endpoints.filter((endpoint) => endpoint.real.errors > 0);
    checks.push({
      target: 'PostgreSQL: 0 errors',
      measured: failing.length
        ? failing.map((endpoint) => `${endpoint.label}: ${endpoint.real.errors}`).join(', ')
        : '0',
      ok: failing.length === 0,
    });
    const count = postgres.endpoints.find((endpoint) => endpoint.key === 'count');
    if (count) {
      checks.push({
        target: 'PostgreSQL: the count p99 ≤ 40 ms at 50 connections',
        measured: `${ms(count.real.latency.p99)} ms at ${count.real.connections}`,
        ok: count.real.latency.p99 <= 40,
      });
    } else notMeasured('PostgreSQL: the count p99 ≤ 40 ms at 50 connections');
  } else notMeasured('PostgreSQL mode');

  if (embedded) {
    for (const endpoint of embedded.endpoints) {
      const target = `Embedded: ${endpoint.label} at ≥ 0.6 of PostgreSQL mode's req/s`;
      const other = postgres?.endpoints.find((entry) => entry.key === endpoint.key);
      if (!other || other.real.reqPerSec === 0) notMeasured(target);
      else {
        const value = endpoint.real.reqPerSec / other.real.reqPerSec;
        checks.push({ target, measured: ratio(value), ok: value >= 0.6 });
      }
    }
    const runs = [
      ...embedded.endpoints.map((endpoint) => ({ label: endpoint.label, stats: endpoint.real })),
      ...(embedded.flood
        ? [
            { label: 'login flood', stats: embedded.flood.login },
            { label: 'item during the flood', stats: embedded.flood.item },
          ]
        : []),
    ];
    const slow = runs.filter((run) => run.stats.latency.max > 1000 || run.stats.timeouts > 0);
    const slowest = Math.max(0, ...runs.map((run) => run.stats.latency.max));
    checks.push({
      target: 'Embedded: no request over 1 s',
      measured: slow.length
        ? slow.map((run) => `${run.label}: max ${ms(run.stats.latency.max)} ms`).join(', ')
        : `slowest ${ms(slowest)} ms`,
      ok: slow.length === 0,
    });
    const memory = embedded.memory.server;
    if (memory) {
      checks.push({
        target: 'Embedded: server memory after the run ≤ 300 MB',
        measured: bytes(memory.rss),
        ok: memory.rss <= 300 * MB,
      });
    } else notMeasured('Embedded: server memory after the run ≤ 300 MB');
  } else notMeasured('Embedded mode');

  for (const result of report.modes) {
    const plain = result.endpoints.find((endpoint) => endpoint.key === 'list');
    const compressed = result.endpoints.find((endpoint) => endpoint.key === 'list-compressed');
    const name = result.mode === 'embedded' ? 'Embedded' : 'PostgreSQL';
    if (plain && compressed && plain.real.reqPerSec > 0) {
      const value = compressed.real.reqPerSec / plain.real.reqPerSec;
      checks.push({
        target: `${name}: compressed list at ≥ 0.8 of the plain list's req/s`,
        measured: `${ratio(value)} (${compressed.real.probe.contentEncoding})`,
        ok: value >= 0.8,
      });
    }
    if (result.flood) {
      const p99 = result.flood.item.latency.p99;
      checks.push({
        target: `${name}: GET /api/inventory/{id} p99 ≤ 50 ms during a login flood`,
        measured: `${ms(p99)} ms`,
        ok: p99 <= 50,
      });
    }
  }
  return checks;
}

// Output -------------------------------------------------------------------------------------

function checksText(checks: ProductChecks): string[] {
  const lines = [
    `Cold start on an empty data directory, to the first /health 200: ${ms(checks.coldStartMs)} ms`,
  ];
  const js = checks.firstPageJs;
  lines.push(
    'skipped' in js
      ? `JavaScript the first page loads: not measured (${js.skipped})`
      : `JavaScript the first page loads (${js.files} files): ${bytes(js.bytes.identity)} plain, ` +
          `${bytes(js.bytes.gzip)} gzip, ${bytes(js.bytes.br)} brotli`,
  );
  lines.push(
    `One sign-in at a time (${checks.login.samples}, argon2id included): median ` +
      `${checks.login.p50Ms.toFixed(1)} ms, p95 ${checks.login.p95Ms.toFixed(1)} ms`,
  );
  for (const row of checks.sameTime) {
    lines.push(
      `Wrong password, ${row.emails} (10): login median ${row.loginMedianMs.toFixed(1)} ms, ` +
        `reset request median ${row.resetMedianMs.toFixed(1)} ms (${row.answers})`,
    );
  }
  return lines;
}

function heading(report: BenchReport, result: ModeResult): string {
  const engine =
    result.mode === 'postgres' && report.postgres.version
      ? `, PostgreSQL ${report.postgres.version}`
      : '';
  return (
    `${MODE_TITLES[result.mode]}${engine}: ${result.seed.items} items, ` +
    `${result.seed.updates} changelog rows, ${result.seed.members} members; ` +
    `${report.options.connections} connections, ${report.options.duration} s per endpoint`
  );
}

const mark = (ok: boolean | undefined) => (ok === undefined ? '[ -- ]' : ok ? '[ ok ]' : '[MISS]');

export function printReport(report: BenchReport): void {
  const { machine: m } = report;
  console.log(
    `\nBarback benchmark, ${report.date}, ${report.commit?.slice(0, 10) ?? 'no commit'}` +
      `${report.uncommittedChanges ? ' (with uncommitted changes)' : ''}; ` +
      `${m.cores} cores (${m.cpu}), Node ${m.node}; wall time ${report.wallTimeS.toFixed(0)} s`,
  );
  if (report.checks) for (const line of checksText(report.checks)) console.log(`  ${line}`);
  if (report.postgres.skipped) console.log(`\nPostgreSQL mode skipped: ${report.postgres.skipped}`);
  for (const result of report.modes) {
    console.log(`\n${heading(report, result)}`);
    console.log(textTable(modeTable(result)));
    console.log(`  ${memoryLine(result)}`);
    const buying = buyingLine(result);
    if (buying) console.log(`  ${buying}`);
    const cooking = cookingLine(result);
    if (cooking) console.log(`  ${cooking}`);
    for (const line of result.serverErrors) console.log(`  Server error logged: ${line}`);
  }
  const cross = crossModeTable(report);
  if (cross) {
    console.log('\nEmbedded against PostgreSQL mode (req/s of the real endpoints)');
    console.log(textTable(cross));
  }
  console.log('\nTargets');
  for (const check of report.targets) {
    console.log(`  ${mark(check.ok)} ${check.target}: ${check.measured}`);
  }
}

export function markdownReport(report: BenchReport): string {
  const { machine: m } = report;
  const parts = [
    `Measured ${report.date} at ${report.commit?.slice(0, 10) ?? 'no commit'}` +
      `${report.uncommittedChanges ? ' (with uncommitted changes)' : ''} on ${m.cores} cores ` +
      `(${m.cpu}), ${m.memoryGB} GB, Node ${m.node}, ${m.platform}; the load generator on the ` +
      `same machine. Wall time ${report.wallTimeS.toFixed(0)} s.`,
  ];
  if (report.checks)
    parts.push(
      checksText(report.checks)
        .map((line) => `- ${line}`)
        .join('\n'),
    );
  if (report.postgres.skipped) parts.push(`PostgreSQL mode skipped: ${report.postgres.skipped}`);
  for (const result of report.modes) {
    parts.push(`**${heading(report, result)}**`);
    parts.push(markdownTable(modeTable(result)));
    parts.push(memoryLine(result));
    const buying = buyingLine(result);
    if (buying) parts.push(buying);
    const cooking = cookingLine(result);
    if (cooking) parts.push(cooking);
  }
  const cross = crossModeTable(report);
  if (cross) {
    parts.push('**Embedded against PostgreSQL mode** (req/s of the real endpoints)');
    parts.push(markdownTable(cross));
  }
  parts.push(
    '**Targets**\n\n' +
      report.targets
        .map((check) => `- ${mark(check.ok)} ${check.target}: ${check.measured}`)
        .join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}

/** Writes latest.json and latest.md, and a dated copy of the JSON to compare runs later. */
export async function writeReport(report: BenchReport, outDir: string): Promise<string> {
  await mkdir(outDir, { recursive: true });
  // The folder keeps itself out of version control.
  await writeFile(path.join(outDir, '.gitignore'), '*\n');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const latest = path.join(outDir, 'latest.json');
  await writeFile(latest, json);
  await writeFile(path.join(outDir, 'latest.md'), markdownReport(report));
  const stamp = report.date.replace(/[:]/g, '-').replace(/\..*$/, '');
  await writeFile(path.join(outDir, `${stamp}-${report.commit?.slice(0, 8) ?? 'none'}.json`), json);
  return latest;
}
