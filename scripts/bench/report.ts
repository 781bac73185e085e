// The report of a run: tables on stdout, the same as Markdown, every figure as JSON, and the
// targets of the product checked against them (targets.ts).
import { execFileSync } from 'node:child_process';
import { type ReportsBench, reportsLines } from '../bench-reports.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import type { ModeResult } from './modes.ts';
import { MODE_TITLES } from './modes.ts';
import type { BenchOptions } from './options.ts';
import type { ProductChecks } from './product-checks.ts';
import {
  buyingLine,
  bytes,
  cookingLine,
  crossModeTable,
  markdownTable,
  memoryLine,
  modeTable,
  ms,
  textTable,
} from './report-format.ts';
import type { TargetCheck } from './targets.ts';

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
  /** The sales import and the reports, in a venue of their own (scripts/bench-reports.ts). */
  reports?: ReportsBench;
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

function markdownReport(report: BenchReport): string {
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
  if (report.reports) parts.push(reportsLines(report.reports).join('\n'));
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
