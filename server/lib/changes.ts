/**
 * Whether an update's body, as its schema read it (fields the API does not know are dropped),
 * names anything to change. A PUT or PATCH that names nothing answers the record as it is and
 * writes nothing: no version, no updated_at, no event (decision 028). `guards` are fields that
 * only guard the change (the version a count saw), not changes themselves.
 */
export function namesAChange(body: object, guards: readonly string[] = []): boolean {
  return Object.entries(body).some(
    ([field, value]) => value !== undefined && !guards.includes(field),
  );
}
