import { endpoint } from '../endpoint';
import {
  ChangePasswordRequest,
  ChatHash,
  ChatHashParams,
  EmailRequest,
  InvitationCheckResponse,
  LoginRequest,
  RefreshedToken,
  Session,
  TokenPasswordRequest,
  TokenRequest,
} from '../auth';
import { MessageBody } from '../common';

/** Accounts: sign-in and its session, the mailed links, the password (spec 000 §7). */
export const authEndpoints = {
  login: endpoint({ method: 'POST', path: '/Auth/Login', body: LoginRequest, response: Session }),
  relogin: endpoint({ method: 'GET', path: '/Auth/relogin', response: Session }),
  refresh: endpoint({ method: 'POST', path: '/Auth/refresh', response: RefreshedToken }),
  logout: endpoint({ method: 'POST', path: '/Auth/logout', response: MessageBody }),

  forgotPassword: endpoint({ method: 'POST', path: '/Auth/ForgotPassword', body: EmailRequest, response: MessageBody }),
  lostPassword: endpoint({ method: 'POST', path: '/Auth/LostPassword', body: EmailRequest, response: MessageBody }),
  resetPasswordCheck: endpoint({ method: 'POST', path: '/Auth/ResetPasswordCheck', body: TokenRequest, response: MessageBody }),
  resetPassword: endpoint({ method: 'POST', path: '/Auth/ResetPassword', body: TokenPasswordRequest, response: MessageBody }),
  unlockAccountCheck: endpoint({ method: 'POST', path: '/Auth/UnclockAccountCheck', body: TokenRequest, response: MessageBody }),
  invitationCheck: endpoint({ method: 'POST', path: '/Auth/InvitationCheck', body: TokenRequest, response: InvitationCheckResponse }),
  signUp: endpoint({ method: 'POST', path: '/Auth/SignUp', body: TokenPasswordRequest, response: Session }),
  confirmEmailCheck: endpoint({ method: 'POST', path: '/Auth/ConfirmEmailCheck', body: TokenRequest, response: MessageBody }),

  changePassword: endpoint({ method: 'POST', path: '/User/ChangePassword', body: ChangePasswordRequest, response: MessageBody }),
  chatHash: endpoint({ method: 'GET', path: '/Auth/gethash/:email', params: ChatHashParams, response: ChatHash }),
};
