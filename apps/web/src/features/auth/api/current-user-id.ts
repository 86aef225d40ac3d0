import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './get-current-user';

/**
 * The signed-in user's id, read from the query the signed-in layout keeps (undefined while
 * unknown). Apart from get-current-user.ts, which the sign-in page loads.
 */
export function useCurrentUserId(): string | undefined {
  const { data } = useQuery({ ...currentUserQueryOptions(), select: (user) => user?._id });
  return data;
}
