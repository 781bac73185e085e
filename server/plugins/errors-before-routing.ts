import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '#contract/errors.ts';
import { sendError } from './errors.ts';

/**
 * Errors met before a request reaches a route, answered with the contract's error body like
 * every other (decision 028): the router's refusals of a path (Fastify's `frameworkErrors`),
 * and the HTTP parser's refusals of a request it could not read (Node's `clientError`).
 */

/** The router's refusals: a malformed percent-encoding, or a path parameter past its limit. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(
      request,
      reply,
      { code: 'BAD_REQUEST', message: 'This address is not valid: check its % escapes.' },
      error,
    );
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(request, reply, { code: 'BAD_REQUEST', message: 'This address is too long.' });
  }
  return sendError(
    request,
    reply,
    { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    error,
  );
}

interface ParserRefusal {
  /** The status the parser's refusal travels with (Node's own choice, kept). */
  status: number;
  code: ErrorCode;
  message: string;
}

/**
 * What the HTTP parser refused, as the contract says it. The status stays the one Node
 * chose; the code is the contract's closest: 431 (headers, or the request line, past the
 * header size limit) is PAYLOAD_TOO_LARGE, anything else BAD_REQUEST.
 */
function parserRefusal(error: Error & { code?: string }): ParserRefusal {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      code: 'PAYLOAD_TOO_LARGE',
      message: "The request's address or headers are too large.",
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'BAD_REQUEST', message: 'The request took too long to arrive.' };
  }
  return { status: 400, code: 'BAD_REQUEST', message: 'The request could not be read.' };
}

/**
 * Node's `clientError`: the parser gave up on a request, so there is no Fastify request or
 * reply; the answer is written on the socket, which then closes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = parserRefusal(error);
  const errorId = randomUUID();
  this.log.info({ err: error, error_id: errorId, code: refusal.code }, refusal.message);
  const body: ErrorBody = {
    error: { message: refusal.message, code: refusal.code, error_id: errorId },
  };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(text)}\r\n` +
        'Connection: close\r\n\r\n' +
        text,
    );
  }
  socket.destroy(error);
}
