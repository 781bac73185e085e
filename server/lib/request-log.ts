import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';

/**
 * Query parameters whose value is a key to something: a password reset link's `token`, the
 * invite `code` of a join link. Their pages are served by this server, so the request log
 * would otherwise hold every link a person opened.
 */
const SECRET_PARAMETERS = new Set(['token', 'code']);
const HIDDEN = 'redacted';

/** The URL as the log keeps it: the values of secret query parameters hidden. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  const secret = [...query.keys()].filter((name) => SECRET_PARAMETERS.has(name.toLowerCase()));
  if (secret.length === 0) return url;
  for (const name of secret) query.set(name, HIDDEN);
  return `${url.slice(0, start)}?${query.toString()}`;
}

/** Fastify's request log fields, with the URL through `loggableUrl`. */
export function requestLogFields(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: loggableUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** How often the request summary is logged at info. */
export const SUMMARY_INTERVAL_MS = 60_000;

/** The value at `fraction` of latencies sorted ascending (nearest rank). */
function percentile(sorted: number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return Math.round((sorted[rank - 1] ?? 0) * 10) / 10;
}

interface RequestLogOptions {
  /** Requests left out of the summary's counts (a load balancer's probes). */
  isProbe?: (request: FastifyRequest) => boolean;
}

/**
 * Each request's lines at debug, and at info a summary of the last minute: a day of one person
 * using the app otherwise fills megabytes. A request that answers 5xx or fails is still logged
 * with its request at warn (the error handler logs the error itself at error).
 */
export class RequestLogController extends LogController {
  private readonly isProbe: (request: FastifyRequest) => boolean;
  private latencies: number[] = [];
  private statuses: Record<string, number> = {};
  private probes = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: RequestLogOptions = {}) {
    super();
    this.isProbe = options.isProbe ?? (() => false);
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    this.count(request, reply.statusCode, responseTime);
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'request completed');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }

  /** Logs the summary every `intervalMs` on `log` until `stop`. */
  start(log: FastifyBaseLogger, intervalMs = SUMMARY_INTERVAL_MS): void {
    this.stop();
    this.timer = setInterval(() => this.logSummary(log), intervalMs);
    this.timer.unref();
  }

  /** Stops the summaries, logging what was counted since the last one. */
  stop(log?: FastifyBaseLogger): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (log) this.logSummary(log);
  }

  private count(request: FastifyRequest, statusCode: number, responseTime: number): void {
    if (this.isProbe(request)) {
      this.probes += 1;
      return;
    }
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    this.statuses[statusClass] = (this.statuses[statusClass] ?? 0) + 1;
    this.latencies.push(responseTime);
  }

  /** One info line for the requests counted since the last one; nothing when there were none. */
  private logSummary(log: FastifyBaseLogger): void {
    const latencies = this.latencies.sort((a, b) => a - b);
    const summary = {
      requests: latencies.length,
      statuses: this.statuses,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      maxMs: percentile(latencies, 1),
      probes: this.probes,
    };
    this.latencies = [];
    this.statuses = {};
    this.probes = 0;
    if (summary.requests === 0 && summary.probes === 0) return;
    log.info({ summary }, 'requests summary');
  }
}
