// The figures of the web benchmark (bench-web.ts): each Lighthouse run's scores and timings,
// their medians, the points lost, and the page's lines on stdout.
import type { Result as LighthouseResult } from 'lighthouse';

/** Runs whose benchmark index is below this share of the best one ran on a busy machine. */
export const BUSY_RATIO = 0.75;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What the product aims for (the web's performance issue). */
export const TARGETS: Record<string, Partial<Record<Category, number>>> = {
  login: { performance: 95, accessibility: 100, 'best-practices': 100 },
  stocklist: { performance: 90, accessibility: 100, 'best-practices': 100 },
};

export interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's speed during the run (lower: slower or busier). */
  benchmarkIndex: number;
}

export interface PageResult {
  page: string;
  path: string;
  runs: RunFigures[];
  median: RunFigures;
  /** Audits of the median run that lost points, by category. */
  lostPoints: Record<Category, string[]>;
  report: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

export function figures(lhr: LighthouseResult): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])) as Record<
      Category,
      number
    >,
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    speedIndexMs: of((run) => run.speedIndexMs),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/** The scored audits of each category below full marks, with what they measured. */
export function lostPoints(lhr: LighthouseResult): Record<Category, string[]> {
  const lost = {} as Record<Category, string[]>;
  for (const id of CATEGORIES) {
    lost[id] = [];
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const shown = audit.displayValue ? `: ${audit.displayValue}` : '';
      lost[id].push(`${audit.id} (${Math.round(audit.score * 100)})${shown}`);
    }
  }
  return lost;
}

/** The run closest to the median: its performance score first, then its LCP. */
export function representative<T extends { figures: RunFigures }>(
  results: T[],
  target: RunFigures,
): T {
  const distance = (run: RunFigures) =>
    Math.abs(run.scores.performance - target.scores.performance) * 1e6 +
    Math.abs(run.lcpMs - target.lcpMs);
  return results.reduce((best, next) =>
    distance(next.figures) < distance(best.figures) ? next : best,
  );
}

export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

export function printPage(result: PageResult): void {
  console.log(`\n${result.page} (${result.path}), ${result.runs.length} run(s)`);
  const rows = [
    ['run', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'SI', 'bench.'],
    ...[
      ...result.runs.map((run, i) => [String(i + 1), run]),
      ['median', result.median] as const,
    ].map(([label, run]) => {
      const r = run as RunFigures;
      return [
        label as string,
        ...CATEGORIES.map((id) => String(r.scores[id])),
        seconds(r.lcpMs),
        `${r.tbtMs.toFixed(0)} ms`,
        r.cls.toFixed(3),
        seconds(r.fcpMs),
        seconds(r.speedIndexMs),
        r.benchmarkIndex.toFixed(0),
      ];
    }),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of rows) {
    console.log(`  ${row.map((cell, column) => cell.padStart(widths?.[column] ?? 0)).join('  ')}`);
  }
  for (const id of CATEGORIES) {
    const lost = result.lostPoints[id];
    if (lost.length > 0) console.log(`  ${id}, lost points (median run): ${lost.join('; ')}`);
  }
}
