/**
 * Query keys, one factory per resource, so a mutation can reach every cached copy
 * of what it changes (for example the current user after a profile update).
 */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  lists: () => [...userKeys.all, 'list'] as const,
};
