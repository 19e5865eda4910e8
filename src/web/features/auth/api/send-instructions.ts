import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '../../../../contract/common';
import { apiRequest } from '../../../app/api-client';
import { currentSubdomain } from '../../../app/host';

export type InstructionsKind = 'reset' | 'unlock';

const PATHS: Record<InstructionsKind, string> = { reset: '/Auth/ForgotPassword', unlock: '/Auth/LostPassword' };

// POST /api/Auth/ForgotPassword and /api/Auth/LostPassword; both answer 200 whether or not the address exists.
export const sendInstructions = ({ kind, email }: { kind: InstructionsKind; email: string }) =>
  apiRequest<MessageBody>(PATHS[kind], { method: 'POST', body: { Email: email, domain: currentSubdomain() }, public: true });

export const useSendInstructions = () => useMutation({ mutationFn: sendInstructions });
