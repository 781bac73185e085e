/** Query keys of the administrators' screens. */
export const adminKeys = {
  all: ['admin'] as const,
  waitingList: () => [...adminKeys.all, 'waiting-list'] as const,
};
