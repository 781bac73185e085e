// The targets of the product (docs/performance.md) checked against a run's figures.
import type { BenchReport } from './report.ts';
import { QUIET_AFTER_RUN_MS } from './modes.ts';
import { bytes, MB, ms, ratio } from './report-format.ts';

export interface TargetCheck {
  target: string;
  measured: string;
  /** undefined: not measured in this run. */
  ok: boolean | undefined;
}

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
    // Issue 24's bound, read once the server has had a quiet moment after the run (decision
    // 045); the figure right after the last request is beside it.
    const target = `Embedded: server memory ${QUIET_AFTER_RUN_MS / 1000} s after the run ≤ 400 MB`;
    const { server, serverQuiet } = embedded.memory;
    if (server && serverQuiet) {
      checks.push({
        target,
        measured: `${bytes(serverQuiet.rss)} (right after the last request: ${bytes(server.rss)})`,
        ok: serverQuiet.rss <= 400 * MB,
      });
    } else notMeasured(target);
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
