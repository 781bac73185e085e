import { errorBody } from '#contract/errors.ts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * The error answers of a route schema, each with the specification's error body:
 * `response: { 200: item, ...errorResponses(401, 403, 404, 422) }`.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<
    S,
    typeof errorBody
  >;
}

/** A signed-in route's usual errors: no token, not allowed, not found, bad input. */
export const signedInErrors = errorResponses(401, 403, 404, 422);
