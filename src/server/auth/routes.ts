import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../app';
import { forbidden } from '../errors';
import { actorFrom, tokenOf } from '../http/access-control';
import {
  ChangePasswordRequest,
  ChatHash,
  EmailRequest,
  InvitationCheckResponse,
  LoginRequest,
  Session,
  TokenPasswordRequest,
  TokenRequest,
} from '../../contract/auth';
import { MessageBody } from '../../contract/common';
import {
  INSTRUCTIONS_SENT,
  acceptInvitation,
  checkInvitation,
  checkResetLink,
  confirmEmail,
  resetPassword,
  sendAccountInstructions,
  unlockAccount,
} from './account-links';
import { changePassword } from './change-password';
import { restoreSession } from './session';
import { refreshSession, signIn, signOut } from './sign-in';
import { withTenant } from '../db/tenant-context';
import { findUser } from '../people/queries';

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const throttled = { max: deps.config.loginRateLimit, timeWindow: '1 minute' };
    const ok = (Message: string) => ({ Message });

    app.post(
      '/Auth/Login',
      { config: { access: 'public', rateLimit: throttled }, schema: { body: LoginRequest, response: { 200: Session } } },
      (req) =>
        signIn(deps, { email: req.body.userName, password: req.body.password, domain: req.body.domain, host: req.headers.host }),
    );
    app.get('/Auth/relogin', { config: { access: 'signedIn' }, schema: { response: { 200: Session } } }, (req) =>
      restoreSession(deps, actorFrom(req), tokenOf(req)!),
    );
    app.post('/Auth/refresh', { config: { access: 'signedIn' }, schema: { response: { 200: z.object({ Token: z.string() }) } } }, (req) =>
      refreshSession(deps, actorFrom(req)),
    );
    app.post('/Auth/logout', { config: { access: 'signedIn' }, schema: { response: { 200: MessageBody } } }, async (req) => {
      await signOut(deps, actorFrom(req));
      return ok('Signed out.');
    });

    for (const [path, kind] of [['/Auth/ForgotPassword', 'reset'], ['/Auth/LostPassword', 'unlock']] as const) {
      app.post(
        path,
        { config: { access: 'public', rateLimit: throttled }, schema: { body: EmailRequest, response: { 200: MessageBody } } },
        async (req) => {
          await sendAccountInstructions(deps, { kind, email: req.body.Email, domain: req.body.domain, host: req.headers.host });
          return ok(INSTRUCTIONS_SENT);
        },
      );
    }

    const linkCall = { access: 'public' as const, rateLimit: throttled };
    app.post('/Auth/ResetPasswordCheck', { config: linkCall, schema: { body: TokenRequest, response: { 200: MessageBody } } }, async (req) => {
      await checkResetLink(deps, req.body.Token);
      return ok('The link is valid.');
    });
    app.post('/Auth/ResetPassword', { config: linkCall, schema: { body: TokenPasswordRequest, response: { 200: MessageBody } } }, async (req) => {
      await resetPassword(deps, req.body.Token, req.body.Password);
      return ok('Your password has been reset. You can log in with it now.');
    });
    app.post('/Auth/UnclockAccountCheck', { config: linkCall, schema: { body: TokenRequest, response: { 200: MessageBody } } }, async (req) => {
      await unlockAccount(deps, req.body.Token);
      return ok('Your account unlocked successfully!!');
    });
    app.post('/Auth/InvitationCheck', { config: linkCall, schema: { body: TokenRequest, response: { 200: InvitationCheckResponse } } }, (req) =>
      checkInvitation(deps, req.body.Token),
    );
    app.post('/Auth/SignUp', { config: linkCall, schema: { body: TokenPasswordRequest, response: { 200: Session } } }, (req) =>
      acceptInvitation(deps, req.body.Token, req.body.Password),
    );
    app.post('/Auth/ConfirmEmailCheck', { config: linkCall, schema: { body: TokenRequest, response: { 200: MessageBody } } }, async (req) => {
      await confirmEmail(deps, req.body.Token);
      return ok('Your email address confirmed successfully!!');
    });

    app.post(
      '/User/ChangePassword',
      { config: { access: 'signedIn' }, schema: { body: ChangePasswordRequest, response: { 200: MessageBody } } },
      async (req) => {
        await changePassword(deps, actorFrom(req), { password: req.body.Password, newPassword: req.body.NewPassword });
        return ok('Password changed successfully!!');
      },
    );

    // The support chat verifies a user by an HMAC of their own email address.
    app.get(
      '/Auth/gethash/:email',
      { config: { access: 'signedIn' }, schema: { params: z.object({ email: z.string().max(1024) }), response: { 200: ChatHash } } },
      async (req) => {
        const actor = actorFrom(req);
        const user = await withTenant(deps.database.db, actor.tenantId, (tx) => findUser(tx, actor.tenantId, actor.userId));
        if (user?.email.toLowerCase() !== req.params.email.toLowerCase()) throw forbidden();
        return { Hash: createHmac('sha256', deps.config.supportChatSecret).update(user.email.toLowerCase()).digest('hex') };
      },
    );
  };
