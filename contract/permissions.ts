import type { Role } from './roles.ts';

/**
 * The permission table of the domain (docs/domain.md#permissions): which roles may do what in a
 * location. The server enforces it; the web reads it to hide what a role may not do.
 */
export const permissions = {
  /** See everything in the location: items, lists, vendors, recipes, menu, changelog, members. */
  'location.view': ['owner', 'manager', 'staff'],
  /** Count stock, tick shopping items, receive a delivery. */
  'stock.count': ['owner', 'manager', 'staff'],
  /** Record waste, breakage, comps against an item. */
  'waste.record': ['owner', 'manager', 'staff'],
  /** Open and close a count (a record of every item's quantity and value at its close). */
  'counts.manage': ['owner', 'manager'],
  /** Import sales, type a sales line, map POS names to menu items. */
  'sales.edit': ['owner', 'manager'],
  /** See sales, variance, menu engineering and par suggestions. */
  'reports.view': ['owner', 'manager'],
  /** Use the assistant (read-only tools; proposals need a person to apply them). */
  'assistant.use': ['owner', 'manager', 'staff'],
  /** Create, edit, delete items, categories, vendors, vendor items, lists, recipes, menu. */
  'catalog.edit': ['owner', 'manager'],
  /** Send a shopping list to a vendor. */
  'list.send': ['owner', 'manager'],
  /** Edit the location's settings. */
  'location.edit': ['owner', 'manager'],
  /** Create, list and delete invite codes. */
  'invites.manage': ['owner', 'manager'],
  /** Change a member's role between staff and manager; remove a staff member. */
  'members.manage': ['owner', 'manager'],
  /** Make or unmake an owner; remove a manager. */
  'owners.manage': ['owner'],
  /** Delete the location. */
  'location.delete': ['owner'],
  /** Take the location's data away as one file (people by name only). */
  'location.export': ['owner'],
  /** See when the server's data was last backed up. */
  'backups.view': ['owner'],
  /** Leave the location (never its last owner). */
  'location.leave': ['owner', 'manager', 'staff'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof permissions;
export const actions = Object.keys(permissions) as Action[];

/** Whether a role may do an action. */
export function can(role: Role | null | undefined, action: Action): boolean {
  return role != null && (permissions[action] as readonly Role[]).includes(role);
}
