import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'down']),
  /** Only with REDIS_URL. Down is no outage: each process then counts its own limits. */
  redis: z.enum(['ok', 'down']).optional(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
