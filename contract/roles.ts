import { z } from 'zod';

export const roles = ['owner', 'manager', 'staff'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;
