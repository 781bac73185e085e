import type { Config } from '../config.ts';

/** Whether an email belongs to an administrator (ADMIN_EMAILS, compared case-insensitively). */
export function isAdminEmail(config: Pick<Config, 'adminEmails'>, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}
