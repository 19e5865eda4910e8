import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '../../../../contract/routes/auth';
import { withBody } from '../../../shared/api-client';

// 400 'Old password not matched!!' for a wrong old password; other sessions end.
export const changePassword = withBody(authRoutes.changePassword);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
