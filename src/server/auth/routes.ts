import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { tokenOf } from '../http/access-control';
import type { EmailRequest, LoginRequest } from '../../contract/auth';
import { authEndpoints as e } from '../../contract/endpoints/auth';
import { route } from '../http/route';
import { confirmed } from '../http/confirmation';
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
import { accountRateLimit } from './account-rate-limit';
import { changePassword, getChatHash } from './change-password';
import { callerOf, inRequest } from '../http/unit-of-work';
import { restoreSession } from './session';
import { refreshSession, signIn, signOut, type PasswordRule } from './sign-in';

export const authRoutes =
  (deps: Deps, passwordRule?: PasswordRule): FastifyPluginAsyncZod =>
  async (app) => {
    // Per client address (the route's rateLimit) and per account (a preHandler, once the body is parsed).
    const throttled = { max: deps.config.loginRateLimit, timeWindow: '1 minute' };
    const perLogin = accountRateLimit(app, deps.config.loginRateLimit, (req) => {
      const body = req.body as LoginRequest;
      return { email: body.userName, domain: body.domain };
    });
    const perMail = accountRateLimit(app, deps.config.loginRateLimit, (req) => {
      const body = req.body as EmailRequest;
      return { email: body.Email, domain: body.domain };
    });
    // The confirmations in the reader's language (the screens word their own; other clients show these).
    const ok = (req: FastifyRequest, Message: string) => confirmed(req, { Message });
    const limited = { rateLimit: throttled };

    route(
      app,
      e.login,
      'public',
      (req) =>
        signIn(
          deps,
          { email: req.body.userName, password: req.body.password, domain: req.body.domain, host: req.headers.host },
          passwordRule,
        ),
      { ...limited, preHandler: perLogin },
    );
    route(app, e.relogin, 'signedIn', (req) => inRequest(deps, req, (w) => restoreSession(w, tokenOf(req)!)));
    route(app, e.refresh, 'signedIn', (req) => inRequest(deps, req, refreshSession));
    route(app, e.logout, 'signedIn', async (req) => {
      await inRequest(deps, req, signOut);
      return ok(req, 'Signed out.');
    });

    for (const [endpoint, kind] of [
      [e.forgotPassword, 'reset'],
      [e.lostPassword, 'unlock'],
    ] as const) {
      route(
        app,
        endpoint,
        'public',
        async (req) => {
          await sendAccountInstructions(deps, {
            kind,
            email: req.body.Email,
            domain: req.body.domain,
            host: req.headers.host,
            acceptLanguage: req.headers['accept-language'],
          });
          return ok(req, INSTRUCTIONS_SENT);
        },
        { ...limited, preHandler: perMail },
      );
    }

    // The mailed links: public, limited per address.
    route(
      app,
      e.resetPasswordCheck,
      'public',
      async (req) => {
        await checkResetLink(deps, req.body.Token);
        return ok(req, 'The link is valid.');
      },
      limited,
    );
    route(
      app,
      e.resetPassword,
      'public',
      async (req) => {
        await resetPassword(deps, { token: req.body.Token, password: req.body.Password });
        return ok(req, 'Your password has been reset. You can log in with it now.');
      },
      limited,
    );
    route(
      app,
      e.unlockAccountCheck,
      'public',
      async (req) => {
        await unlockAccount(deps, req.body.Token);
        return ok(req, 'Your account unlocked successfully!!');
      },
      limited,
    );
    route(app, e.invitationCheck, 'public', (req) => checkInvitation(deps, req.body.Token), limited);
    route(
      app,
      e.signUp,
      'public',
      (req) => acceptInvitation(deps, { token: req.body.Token, password: req.body.Password }, passwordRule),
      limited,
    );
    route(
      app,
      e.confirmEmailCheck,
      'public',
      async (req) => {
        await confirmEmail(deps, req.body.Token);
        return ok(req, 'Your email address confirmed successfully!!');
      },
      limited,
    );

    route(app, e.changePassword, 'signedIn', async (req) => {
      await changePassword(callerOf(deps, req), { password: req.body.Password, newPassword: req.body.NewPassword });
      return ok(req, 'Password changed successfully!!');
    });

    // The support chat verifies a user by an HMAC of their own email address.
    route(app, e.chatHash, 'signedIn', (req) => getChatHash(callerOf(deps, req), req.params.email));
  };
