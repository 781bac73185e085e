// Runs crash runs on fresh stores of one kind and checks and prints what they found.
import { expect } from 'vitest';
import { type CrashReport, crashRun, type KilledWork } from './crash-run.ts';
import type { Store } from './crash-server.ts';

/** Runs per store kind (CRASH_RUNS); each is a few server starts, so a few seconds. */
export const CRASH_RUNS = Number(process.env.CRASH_RUNS ?? 2);

/** A small seeded generator (mulberry32), so a run's kill points can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

function describeRun(label: string, report: CrashReport): string {
  const { delivery, recipes, counts } = report;
  const kill = (work: KilledWork) =>
    `${work.outcome} (killed ${ms(work.killedAfterMs)} in${work.answered ? ', after the answer' : ''}; ` +
    `whole it took ${ms(work.rehearsalMs)})`;
  return [
    `${label}: clean start ${ms(report.cleanStartMs)}, starts after a kill ${report.restartsMs.map(ms).join(', ')}`,
    `  delivery of 1,000 lines: ${kill(delivery)}`,
    `  import of 500 recipes: ${kill(recipes)}`,
    `  counts: ${counts.acknowledged} of ${counts.sent} answered before the kill, ${counts.missing.length} of those missing; ${counts.kept} kept in all`,
    `  items off their changelog: ${report.offTheChangelog.length}`,
  ].join('\n');
}

/** CRASH_RUNS runs, each on a fresh store; prints each run and the torn transactions seen. */
export async function runCrashes(kind: string, makeStore: () => Promise<Store>) {
  const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const random = seeded(seed);
  const reports: CrashReport[] = [];
  for (let run = 1; run <= CRASH_RUNS; run += 1) {
    const store = await makeStore();
    try {
      const report = await crashRun(store, random);
      reports.push(report);
      console.warn(
        describeRun(`${kind}, run ${run} of ${CRASH_RUNS} (CRASH_SEED=${seed})`, report),
      );
    } finally {
      await store.remove();
    }
  }
  const torn = reports.flatMap((report) =>
    [report.delivery.outcome, report.recipes.outcome].filter((outcome) => outcome === 'torn'),
  );
  console.warn(
    `${kind}: ${torn.length} torn transactions in ${reports.length * 2} killed ` +
      `(${reports.length} runs); ${reports.reduce((sum, r) => sum + r.counts.acknowledged, 0)} ` +
      `acknowledged counts, ${reports.reduce((sum, r) => sum + r.counts.missing.length, 0)} missing`,
  );
  for (const report of reports) {
    expect(report.delivery.outcome).not.toBe('torn');
    expect(report.recipes.outcome).not.toBe('torn');
    expect(report.counts.acknowledged).toBeGreaterThan(0);
    expect(report.counts.missing).toEqual([]);
    expect(report.offTheChangelog).toEqual([]);
  }
}
