import { can } from '#contract/permissions.ts';
import type { Role } from '#contract/roles.ts';
import type { Member } from '#contract/locations.ts';

/**
 * The roles the actor may give this member (docs/domain.md#permissions). Managers move people
 * between staff and manager and never touch an owner; owners also make and unmake owners.
 * Nobody changes their own role here (they leave instead). Empty: no role control.
 */
export function assignableRoles(actor: Role, member: Member, selfUserId: string): Role[] {
  if (member.user_id === selfUserId) return [];
  if (can(actor, 'owners.manage')) return ['owner', 'manager', 'staff'];
  if (can(actor, 'members.manage') && member.role !== 'owner') return ['manager', 'staff'];
  return [];
}

/** Managers remove staff; owners also remove managers. Owners are unmade before removal. */
export function canRemoveMember(actor: Role, member: Member, selfUserId: string): boolean {
  if (member.user_id === selfUserId) return false;
  if (member.role === 'staff') return can(actor, 'members.manage');
  if (member.role === 'manager') return can(actor, 'owners.manage');
  return false;
}
