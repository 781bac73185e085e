/** Query keys of locations and their team: one factory, so invalidation never guesses. */
export const locationKeys = {
  all: ['locations'] as const,
  list: () => [...locationKeys.all, 'list'] as const,
  detail: (id: string) => [...locationKeys.all, 'detail', id] as const,
  members: (id: string) => [...locationKeys.all, 'members', id] as const,
  invites: (id: string) => [...locationKeys.all, 'invites', id] as const,
};
