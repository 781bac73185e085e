import type { FastifyRequest } from 'fastify';

/** The liveness route: a load balancer calls it every few seconds. */
export const HEALTH_PATH = '/health';

/** A load balancer's check: left out of the request summary's counts. */
export const isProbe = (request: FastifyRequest) => request.routeOptions.url === HEALTH_PATH;
