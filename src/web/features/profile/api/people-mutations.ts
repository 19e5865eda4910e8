import { type Language, type MessageBody } from '../../../../contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDetail, ProfileUpdate, ResponsibilityUpdate, RolesUpdate } from '../../../../contract/profile';
import { peopleRoutes as e } from '../../../../contract/routes/people';
import { call, withBody, withId } from '../../../shared/api-client';
import { sessionKey } from '../../../shared/session';
import { goalKeys } from '../../goals';
import { peopleKeys } from './people-keys';

/** Every call that changes a person, keyed by name; each answers what the server answers. */
export const peopleCalls = {
  update: ({ id, ...body }: ProfileUpdate & { id: number }) => call(e.updateProfile, { params: { id }, body }),
  // One multipart field `file`.
  uploadAvatar: ({ id, file }: { id: number; file: Blob }) => {
    const form = new FormData();
    form.append('file', file);
    return call(e.uploadAvatar, { params: { profileId: id }, body: form });
  },
  removeAvatar: (id: number) => call(e.removeAvatar, { params: { profileId: id } }),
  roles: ({ id, ...body }: RolesUpdate & { id: number }) => call(e.updateRoles, { params: { id }, body }),
  deactivate: withId(e.deactivate),
  activate: withId(e.activate),
  reinvite: withId(e.reinvite),
  responsibility: ({ id, ...body }: ResponsibilityUpdate & { id: number }) => call(e.updateResponsibility, { params: { id }, body }),
  changeManager: (params: { id: number; managerId: number }) => call(e.changeManager, { params }),
  addEmployee: withBody(e.addEmployee),
  emailPreference: (on: boolean) => call(e.emailPreference, { params: { x: on ? 'true' : 'false' } }),
  language: (language: Language | null) => call(e.language, { body: { Language: language } }),
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
