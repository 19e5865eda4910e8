import { useMutation } from '@tanstack/react-query';
import { authRoutes as e } from '../../../../contract/routes/auth';
import { call } from '../../../shared/api-client';

// Opening these links is the action itself, so they are mutations that run once per visit.

export const unlockAccount = (token: string) => call(e.unlockAccountCheck, { body: { Token: token }, public: true });

export const useUnlockAccount = () => useMutation({ mutationFn: unlockAccount });

export const confirmEmail = (token: string) => call(e.confirmEmailCheck, { body: { Token: token }, public: true });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
