/** Query keys of signing in and up: one factory, so invalidation never guesses at arrays. */
export const authKeys = {
  all: ['auth'] as const,
  registration: () => [...authKeys.all, 'registration'] as const,
  plans: () => [...authKeys.all, 'plans'] as const,
};
