import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '../../../../contract/common';
import type {
  AddEmployeeRequest,
  AddEmployeeResult,
  AvatarUploadResult,
  ChangeManagerResult,
  EmailPreference,
  ProfileDetail,
  ProfileUpdate,
  ReinviteResult,
  Responsibility,
  ResponsibilityUpdate,
  RolesUpdate,
  StatusChangeResult,
} from '../../../../contract/profile';
import { apiRequest } from '../../../app/api-client';
import { sessionKey } from '../../../app/session';
import { goalKeys } from '../../goals/api/goal-keys';
import { peopleKeys } from './people-keys';

const put = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body });

/** Every call that changes a person, keyed by name; each answers what the server answers. */
export const peopleCalls = {
  // PUT /api/profile/{id}
  update: ({ id, ...body }: ProfileUpdate & { id: number }) => put<ProfileDetail>(`/profile/${id}`, body),
  // POST /api/Profile/Avatar/Upload/{profileId}, one multipart field `file`
  uploadAvatar: ({ id, file }: { id: number; file: Blob }) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<AvatarUploadResult>(`/Profile/Avatar/Upload/${id}`, { method: 'POST', body: form });
  },
  removeAvatar: (id: number) => apiRequest<AvatarUploadResult>(`/Profile/Avatar/${id}`, { method: 'DELETE' }),
  roles: ({ id, ...body }: RolesUpdate & { id: number }) => put<ProfileDetail>(`/profile/Roles/${id}`, body),
  deactivate: (id: number) => apiRequest<StatusChangeResult>(`/profile/Deactivate/${id}`),
  activate: (id: number) => apiRequest<StatusChangeResult>(`/profile/Activate/${id}`),
  reinvite: (id: number) => apiRequest<ReinviteResult>(`/Profile/Reinvite/${id}`),
  responsibility: ({ id, ...body }: ResponsibilityUpdate & { id: number }) =>
    put<Responsibility>(`/Profile/responsibility/${id}`, body),
  changeManager: ({ id, managerId }: { id: number; managerId: number }) =>
    apiRequest<ChangeManagerResult>(`/Profile/ChangeManager/${id}/${managerId}`),
  addEmployee: (body: AddEmployeeRequest) =>
    apiRequest<AddEmployeeResult>('/Profile/AddEmployee', { method: 'POST', body }),
  emailPreference: (on: boolean) => apiRequest<EmailPreference>(`/Profile/EmailPrefrence/${on}`),
} satisfies Record<string, (arg: never) => Promise<ProfileDetail | MessageBody | object>>;

/**
 * A mutation for one people call, e.g. `usePeopleCall(peopleCalls.deactivate)`. On success every people query
 * (profiles, reports, directory, chart) is refreshed, and goal lists too, since they show owners' names and
 * statuses. `session: true` for calls that may change the viewer's own name or role (the header and every
 * permission read the session): a profile edit, an avatar, roles (making someone CEO demotes the CEO).
 */
export function usePeopleCall<A, R>(call: (arg: A) => Promise<R>, { session = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
        queryClient.invalidateQueries({ queryKey: goalKeys.all }),
        session ? queryClient.invalidateQueries({ queryKey: sessionKey }) : undefined,
      ]);
    },
  });
}
