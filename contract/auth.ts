import { z } from 'zod';
import { role } from './roles.ts';

export const locationRef = z.object({
  id: z.uuid(),
  name: z.string(),
  role,
});
export type LocationRef = z.infer<typeof locationRef>;

export const user = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  locations: z.array(locationRef),
  created_at: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof user>;

export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;
