import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, type ErrorCode, errorStatus, type FieldError } from '#contract/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { refusalAnswer } from '../lib/database-error.ts';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

interface Mapped {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

function fieldErrors(error: { validation: { instancePath: string; message?: string }[] }) {
  return error.validation.map((issue): FieldError => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

function mapError(error: FastifyError | AppError | Error): Mapped {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, details: error.details };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      code: 'VALIDATION_ERROR',
      message: 'Please check your input and try again.',
      details: fieldErrors(error),
    };
  }
  const refused = refusalAnswer(error);
  if (refused) return refused;
  const status = (error as FastifyError).statusCode;
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' };
  if (status === 429) return { code: 'RATE_LIMITED', message: error.message };
  if (status !== undefined && status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, empty body…
    return { code: 'BAD_REQUEST', message: error.message };
  }
  return { code: 'INTERNAL_ERROR', message: GENERIC_MESSAGE };
}

/** Sends the error body of the API contract; every error is logged with its error_id. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  mapped: Mapped,
  cause?: unknown,
): FastifyReply {
  const errorId = randomUUID();
  const status = errorStatus[mapped.code];
  const log = { err: cause, error_id: errorId, code: mapped.code };
  if (status >= 500) request.log.error(log, 'request failed');
  // A refusal is part of a request's lines (debug); the minute's summary counts it at info.
  else request.log.debug(log, mapped.message);
  const body: ErrorBody = {
    error: {
      message: mapped.message,
      code: mapped.code,
      ...(mapped.details === undefined ? {} : { details: mapped.details }),
      error_id: errorId,
    },
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function isApiPath(url: string): boolean {
  return /^\/(api|auth)(\/|$|\?)/.test(url) || url === '/health';
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return sendError(request, reply, mapError(error), error);
    });
  },
  { name: 'errors' },
);
