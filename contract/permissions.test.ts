import { describe, expect, it } from 'vitest';
import { actions, can, permissions } from './permissions.ts';

describe('the permission table', () => {
  it('lets every role see, count, use the assistant and leave', () => {
    for (const role of ['owner', 'manager', 'staff'] as const) {
      for (const action of [
        'location.view',
        'stock.count',
        'assistant.use',
        'location.leave',
      ] as const) {
        expect(can(role, action), `${role} ${action}`).toBe(true);
      }
    }
  });

  it('keeps editing, sending, settings, invites and members from staff', () => {
    for (const action of [
      'catalog.edit',
      'list.send',
      'location.edit',
      'invites.manage',
      'members.manage',
    ] as const) {
      expect(can('manager', action)).toBe(true);
      expect(can('owner', action)).toBe(true);
      expect(can('staff', action)).toBe(false);
    }
  });

  it('keeps owners, deleting and exporting the location, and backups to owners', () => {
    for (const action of [
      'owners.manage',
      'location.delete',
      'location.export',
      'backups.view',
    ] as const) {
      expect(can('owner', action), action).toBe(true);
      expect(can('manager', action), action).toBe(false);
      expect(can('staff', action), action).toBe(false);
    }
  });

  it('refuses everything to someone with no role', () => {
    for (const action of actions) expect(can(undefined, action)).toBe(false);
    expect(Object.keys(permissions)).toHaveLength(actions.length);
  });
});
