import { useMutation } from '@tanstack/react-query';
import { authRoutes as e } from '../../../../contract/routes/auth';
import { call } from '../../../shared/api-client';
import { currentSubdomain } from '../../../shared/host';

export type InstructionsKind = 'reset' | 'unlock';

const CALLS = { reset: e.forgotPassword, unlock: e.lostPassword } satisfies Record<InstructionsKind, unknown>;

/** Both calls answer 200 whether or not the address exists. */
export const sendInstructions = ({ kind, email }: { kind: InstructionsKind; email: string }) =>
  call(CALLS[kind], { body: { Email: email, domain: currentSubdomain() }, public: true });

export const useSendInstructions = () => useMutation({ mutationFn: sendInstructions });
