import type { ErrorCode } from '#contract/errors.ts';

/** What PostgreSQL said when it refused a statement: its SQLSTATE, and the constraint it names. */
export interface PostgresRefusal {
  /** The SQLSTATE, e.g. 23505 (unique violation) or 23503 (foreign key violation). */
  code: string;
  constraint: string | undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const UNIQUE_VIOLATION = '23505';

/**
 * The PostgreSQL refusal behind an error, or undefined when the database did not refuse
 * anything. Drizzle wraps the driver's error, so the SQLSTATE sits on a `cause`: this is the
 * one place that walks that chain.
 */
export function postgresRefusal(error: unknown): PostgresRefusal | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Whether the error is the unique constraint (or index) `constraint` refusing a second row. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const refusal = postgresRefusal(error);
  return refusal?.code === UNIQUE_VIOLATION && refusal.constraint === constraint;
}

/**
 * SQLSTATE codes a request can cause by itself, and how they answer: in the person's words,
 * never naming a constraint (a detail of the schema, which stays in the log with the error).
 */
const answers: Record<string, { code: ErrorCode; message: string }> = {
  '23505': { code: 'CONFLICT', message: 'A record with these values already exists.' },
  '23503': {
    code: 'CONFLICT',
    message: 'This record is linked to another record that is missing or still in use.',
  },
  '23514': { code: 'VALIDATION_ERROR', message: 'A value is outside its allowed range.' },
  // numeric_value_out_of_range: a figure past its column (numeric(14, 4) holds |x| < 10^10).
  // The contract's bounds keep every figure inside; this answers what slipped past them.
  '22003': { code: 'VALIDATION_ERROR', message: 'A number is too large to be kept.' },
  '40001': {
    code: 'CONFLICT',
    message: 'Someone changed this at the same time. Please try again.',
  },
  '40P01': {
    code: 'CONFLICT',
    message: 'Someone changed this at the same time. Please try again.',
  },
  '55P03': { code: 'CONFLICT', message: 'This record is busy. Please try again.' },
};

/** The API's answer to a refusal a request caused by itself, or undefined for any other error. */
export function refusalAnswer(error: unknown): { code: ErrorCode; message: string } | undefined {
  const refusal = postgresRefusal(error);
  return refusal && answers[refusal.code];
}
