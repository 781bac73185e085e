// The soak's figures, period by period, and whether the run stayed flat: no errors, every
// period's p99 within twice the first period's, and memory after warm-up not growing.
import { percentile } from '../bench/load.ts';
import type { Sample } from './mix.ts';

export interface Period {
  /** 1-based: the first period is the reference. */
  index: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  /** Median of the server's resident memory sampled during the period, MB. */
  rssMb: number | undefined;
}

export interface Verdict {
  periods: Period[];
  errors: number;
  /** Errors by action and status, e.g. "count 500": 3. */
  errorKinds: Record<string, number>;
  worstP99Ratio: number;
  /** Median RSS of the last period over that of the second (the first after warm-up). */
  memoryGrowth: number | undefined;
  passed: { errors: boolean; p99: boolean; memory: boolean };
}

/** How much the last period's memory may exceed the second's and still be flat. */
export const MEMORY_SLACK = { ratio: 1.1, mb: 16 };
export const P99_LIMIT = 2;

const median = (values: number[]) =>
  values.length === 0
    ? undefined
    : percentile(
        [...values].sort((a, b) => a - b),
        50,
      );

export function judge(
  samples: Sample[],
  memory: { at: number; rssMb: number }[],
  periodMs: number,
): Verdict {
  const count = Math.max(
    1,
    Math.ceil(Math.max(...samples.map((sample) => sample.at), 0) / periodMs),
  );
  const periods: Period[] = [];
  const errorKinds: Record<string, number> = {};
  for (let index = 0; index < count; index++) {
    const from = index * periodMs;
    const to = from + periodMs;
    const inPeriod = samples.filter((sample) => sample.at >= from && sample.at < to);
    const latencies = inPeriod.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = inPeriod.filter((sample) => sample.status < 200 || sample.status >= 300);
    for (const error of errors) {
      const kind = `${error.action} ${error.status}`;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    }
    periods.push({
      index: index + 1,
      requests: inPeriod.length,
      errors: errors.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      rssMb: median(memory.filter((m) => m.at >= from && m.at < to).map((m) => m.rssMb)),
    });
  }
  const first = periods[0]?.p99Ms ?? 0;
  const worstP99Ratio = Math.max(...periods.map((period) => period.p99Ms / Math.max(first, 1)));
  const warm = periods[1]?.rssMb;
  const last = periods.at(-1)?.rssMb;
  const memoryGrowth = warm && last && periods.length > 2 ? last / warm : undefined;
  const errors = periods.reduce((sum, period) => sum + period.errors, 0);
  return {
    periods,
    errors,
    errorKinds,
    worstP99Ratio,
    memoryGrowth,
    passed: {
      errors: errors === 0,
      p99: worstP99Ratio <= P99_LIMIT,
      memory:
        warm === undefined || last === undefined
          ? true
          : last <= warm * MEMORY_SLACK.ratio + MEMORY_SLACK.mb,
    },
  };
}

export function printVerdict(title: string, verdict: Verdict, periodSeconds: number): void {
  console.log(`\n${title}`);
  console.log(
    `| ${periodSeconds} s period | requests | errors | p50 ms | p99 ms | server RSS MB |`,
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const period of verdict.periods) {
    console.log(
      `| ${period.index} | ${period.requests} | ${period.errors} | ${period.p50Ms.toFixed(1)} | ` +
        `${period.p99Ms.toFixed(1)} | ${period.rssMb?.toFixed(0) ?? '—'} |`,
    );
  }
  const mark = (ok: boolean) => (ok ? 'ok' : 'FAILED');
  console.log(
    `errors: ${verdict.errors} (${mark(verdict.passed.errors)})` +
      (verdict.errors > 0 ? ` ${JSON.stringify(verdict.errorKinds)}` : ''),
  );
  console.log(
    `worst p99 / first period's p99: ${verdict.worstP99Ratio.toFixed(2)} ` +
      `(≤ ${P99_LIMIT}: ${mark(verdict.passed.p99)})`,
  );
  console.log(
    `memory, last period / second: ${verdict.memoryGrowth?.toFixed(3) ?? '—'} ` +
      `(≤ ${MEMORY_SLACK.ratio} + ${MEMORY_SLACK.mb} MB: ${mark(verdict.passed.memory)})`,
  );
}
