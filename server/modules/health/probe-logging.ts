import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The liveness route: a load balancer calls it every few seconds. */
export const HEALTH_PATH = '/health';

const isProbe = (request: FastifyRequest) => request.routeOptions.url === HEALTH_PATH;

/**
 * Fastify's request log lines, with health probes at debug instead of info: a load balancer's
 * checks would otherwise drown the log. A probe that answers 503 or fails is logged like any
 * other request, so a database going down still shows at info.
 */
export class ProbeLogController extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (isProbe(request)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!error && reply.statusCode < 500 && isProbe(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    } else {
      super.requestCompleted(error, request, reply, metadata);
    }
  }
}
