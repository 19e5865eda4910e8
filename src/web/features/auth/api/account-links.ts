import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '../../../../contract/common';
import { apiRequest } from '../../../app/api-client';

// Opening these links is the action itself, so they are mutations that run once per visit.

// POST /api/Auth/UnclockAccountCheck (the spec's spelling)
export const unlockAccount = (token: string) =>
  apiRequest<MessageBody>('/Auth/UnclockAccountCheck', { method: 'POST', body: { Token: token }, public: true });

export const useUnlockAccount = () => useMutation({ mutationFn: unlockAccount });

// POST /api/Auth/ConfirmEmailCheck
export const confirmEmail = (token: string) =>
  apiRequest<MessageBody>('/Auth/ConfirmEmailCheck', { method: 'POST', body: { Token: token }, public: true });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
