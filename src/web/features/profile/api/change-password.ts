import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../contract/auth';
import type { MessageBody } from '../../../../contract/common';
import { apiRequest } from '../../../app/api-client';

// POST /api/User/ChangePassword: 400 'Old password not matched!!' for a wrong old password; other sessions end.
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<MessageBody>('/User/ChangePassword', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
