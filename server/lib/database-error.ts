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
