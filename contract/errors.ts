import { z } from 'zod';

export { FORBIDDEN_MESSAGE } from './messages.ts';

/** Every error code the API answers with, and the HTTP status it travels with. */
export const errorStatus = {
  BAD_REQUEST: 400,
  MISSING_TOKEN: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_ERROR: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const fieldError = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

/** The body of every error answer: `{ error: { message, code, details?, error_id } }`. */
export const errorBody = z.object({
  error: z.object({
    message: z.string(),
    code: z.enum(errorCodes),
    details: z.unknown().optional(),
    error_id: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
