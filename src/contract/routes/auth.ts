import { routes } from '../endpoint';
import type { authEndpoints } from '../endpoints/auth';

// The addresses of endpoints/auth.ts, for the web.
export const authRoutes = routes<typeof authEndpoints>({
  login: 'POST /Auth/Login',
  relogin: 'GET /Auth/relogin',
  refresh: 'POST /Auth/refresh',
  logout: 'POST /Auth/logout',
  forgotPassword: 'POST /Auth/ForgotPassword',
  lostPassword: 'POST /Auth/LostPassword',
  resetPasswordCheck: 'POST /Auth/ResetPasswordCheck',
  resetPassword: 'POST /Auth/ResetPassword',
  unlockAccountCheck: 'POST /Auth/UnclockAccountCheck',
  invitationCheck: 'POST /Auth/InvitationCheck',
  signUp: 'POST /Auth/SignUp',
  confirmEmailCheck: 'POST /Auth/ConfirmEmailCheck',
  changePassword: 'POST /User/ChangePassword',
  chatHash: 'GET /Auth/gethash/:email',
});
