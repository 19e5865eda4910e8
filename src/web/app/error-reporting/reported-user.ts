import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../../contract/auth';
import { sessionKey } from '../../shared/session';

let userId: number | null = null;

/** The signed-in user's id, the one thing of them an error report carries. */
export const reportedUserId = () => userId;

/** Follows the session in the query cache: signed in, signed out, another person. */
export function followSessionUser(queryClient: QueryClient): void {
  const read = () => {
    userId = queryClient.getQueryData<Session>(sessionKey)?.Profile.Id ?? null;
  };
  read();
  queryClient.getQueryCache().subscribe(read);
}
