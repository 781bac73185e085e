import { z } from 'zod';
import { role } from './roles.ts';
import { timestamp } from './text.ts';

/**
 * "Download my data" (`GET /api/auth/user/export`): the person's account, memberships, the
 * changes to stock they made and their assistant conversations, as one JSON file. Never a
 * password, a token or a sign-in; other people appear in it by nothing but the venue's name.
 */
export const ACCOUNT_EXPORT_FORMAT = 'barback-account';
export const ACCOUNT_EXPORT_VERSION = 1;

export const accountExportAccount = z.object({
  name: z.string(),
  email: z.string(),
  created_at: timestamp,
});

export const accountExportMembership = z.object({
  location_id: z.uuid(),
  location_name: z.string(),
  role,
  joined_at: timestamp,
});

/** A change to a stock the person made, in any location, with the item's name. */
export const accountExportChange = z.object({
  location_id: z.uuid(),
  item_name: z.string(),
  previous_quantity: z.number(),
  new_quantity: z.number(),
  delta: z.number(),
  reason: z.string(),
  note: z.string().nullable(),
  created_at: timestamp,
});

export const accountExportConversation = z.object({
  location_id: z.uuid(),
  title: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  messages: z.array(z.object({ role: z.string(), content: z.string(), created_at: timestamp })),
});

/** The file, as written. */
export const accountExport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exported_at: timestamp,
  account: accountExportAccount,
  memberships: z.array(accountExportMembership),
  changes: z.array(accountExportChange),
  conversations: z.array(accountExportConversation),
});
export type AccountExport = z.infer<typeof accountExport>;
