import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants, users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { PASSWORD, bearer, createTestApp, givenTenant, givenUser, signIn, type TestApp } from '../testing/test-app';
import { lastLinkTo, lastMailTo, mailCountTo, tokenOfLink } from '../testing/outbox';
import { sendEmailConfirmation, sendInvitation } from './invitations';

let t: TestApp;
let acme: Awaited<ReturnType<typeof givenTenant>>;
const NEW_PASSWORD = 'N3w&Stronger!';

beforeAll(async () => {
  t = await createTestApp();
  acme = await givenTenant(t, 'acme');
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('forgot password and reset', () => {
  it('answers alike for an unknown address and mails nothing', async () => {
    const res = await post('/api/Auth/ForgotPassword', { Email: 'ghost@acme.test', domain: 'acme' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe('If that address belongs to an account, we have sent instructions to it.');
    expect(await mailCountTo(t.database.db, 'ghost@acme.test')).toBe(0);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await post('/api/Auth/ForgotPassword', { Email: 'nope', domain: 'acme' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toEqual({ Field: 'Email', Message: 'Please enter valid email' });
  });

  it('resets through the mailed link once, ending the old sessions', async () => {
    await givenUser(t, acme.TenantId, { name: 'Rita Reset', email: 'rita@acme.test', password: PASSWORD, role: 'contributor' });
    const oldSession = await signIn(t, 'rita@acme.test', 'acme');
    await post('/api/Auth/ForgotPassword', { Email: 'rita@acme.test', domain: 'acme' });
    const link = await lastLinkTo(t.database.db, 'rita@acme.test');
    expect(link).toMatch(/^http:\/\/acme\.localhost:3000\/v3\/resetpassword\/[1-9][0-9]*\.[A-Za-z0-9_-]{43}$/);
    const Token = tokenOfLink(link);
    // The token names its tenant (decision 052); the same secret under another tenant's id finds nothing.
    const [tenant, secret] = Token.split('.');
    expect(tenant).toBe(String(acme.TenantId));
    expect((await post('/api/Auth/ResetPasswordCheck', { Token: `${acme.TenantId + 1}.${secret}` })).statusCode).toBe(400);

    expect((await post('/api/Auth/ResetPasswordCheck', { Token })).statusCode).toBe(200);
    const weak = await post('/api/Auth/ResetPassword', { Token, Password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().Message).toBe('Please enter a strong password.');
    const short = await post('/api/Auth/ResetPassword', { Token, Password: 'Ab1!' });
    expect(short.json().Errors[0]).toEqual({ Field: 'Password', Message: 'Minimum 8 char required!' });

    const done = await post('/api/Auth/ResetPassword', { Token, Password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(await signIn(t, 'rita@acme.test', 'acme', NEW_PASSWORD)).toBeTruthy();
    expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(oldSession) })).statusCode).toBe(401);

    const again = await post('/api/Auth/ResetPassword', { Token, Password: 'An0ther&Pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe('This link has expired or was already used.');
    expect((await post('/api/Auth/ResetPasswordCheck', { Token })).statusCode).toBe(400);
  });

  it('lets a reset link expire after an hour and only the newest link work', async () => {
    await givenUser(t, acme.TenantId, { name: 'Late Larry', email: 'larry@acme.test', password: PASSWORD, role: 'contributor' });
    await post('/api/Auth/ForgotPassword', { Email: 'larry@acme.test', domain: 'acme' });
    const first = tokenOfLink(await lastLinkTo(t.database.db, 'larry@acme.test'));
    await post('/api/Auth/ForgotPassword', { Email: 'larry@acme.test', domain: 'acme' });
    const second = tokenOfLink(await lastLinkTo(t.database.db, 'larry@acme.test'));
    expect((await post('/api/Auth/ResetPasswordCheck', { Token: first })).statusCode).toBe(400);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 61 * 60_000);
    try {
      expect((await post('/api/Auth/ResetPasswordCheck', { Token: second })).statusCode).toBe(400);
    } finally {
      t.clock.now = start;
    }
    expect((await post('/api/Auth/ResetPasswordCheck', { Token: second })).statusCode).toBe(200);
  });

  it('refuses a made-up or empty token', async () => {
    expect((await post('/api/Auth/ResetPasswordCheck', { Token: 'made-up-token' })).statusCode).toBe(400);
    expect((await post('/api/Auth/ResetPasswordCheck', { Token: `1.${'x'.repeat(43)}` })).statusCode).toBe(400);
    expect((await post('/api/Auth/ResetPasswordCheck', { Token: '' })).json().Message).toBe('Token: Token is required.');
  });
});

describe('invitation', () => {
  it('shows who invited, signs the new user up once and signs them in', async () => {
    const { UserId } = await givenUser(t, acme.TenantId, { name: 'Ivy New', email: 'ivy@acme.test', role: 'contributor' }, acme.CeoId);
    await withTenant(t.database.db, acme.TenantId, (tx) => sendInvitation(tx, t.deps, acme.TenantId, UserId));
    const link = await lastLinkTo(t.database.db, 'ivy@acme.test');
    expect(link).toContain('/v3/invitation/');
    const Token = tokenOfLink(link);

    const check = await post('/api/Auth/InvitationCheck', { Token });
    expect(check.json()).toEqual({ Name: 'Ivy New', InvitedBy: 'acme CEO' });
    expect((await post('/api/Auth/Login', { userName: 'ivy@acme.test', password: PASSWORD, domain: 'acme' })).statusCode).toBe(401);

    const signUp = await post('/api/Auth/SignUp', { Token, Password: NEW_PASSWORD });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().Profile).toMatchObject({
      Id: UserId,
      InvitationAcceptedAt: expect.any(String),
      EmailActivatedAt: expect.any(String),
    });
    expect(await signIn(t, 'ivy@acme.test', 'acme', NEW_PASSWORD)).toBeTruthy();
    expect((await post('/api/Auth/SignUp', { Token, Password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await post('/api/Auth/InvitationCheck', { Token })).statusCode).toBe(400);
  });
});

describe('email confirmation', () => {
  it('makes the unconfirmed address the sign-in address', async () => {
    const { UserId } = await givenUser(t, acme.TenantId, {
      name: 'Moe Mover',
      email: 'moe@acme.test',
      password: PASSWORD,
      role: 'contributor',
    });
    await t.database.db.update(users).set({ unconfirmedEmail: 'moe.new@acme.test' }).where(eq(users.id, UserId));
    await withTenant(t.database.db, acme.TenantId, (tx) => sendEmailConfirmation(tx, t.deps, acme.TenantId, UserId));
    const Token = tokenOfLink(await lastLinkTo(t.database.db, 'moe.new@acme.test'));
    const res = await post('/api/Auth/ConfirmEmailCheck', { Token });
    expect(res.json()).toEqual({ Message: 'Your email address confirmed successfully!!' });
    expect(await signIn(t, 'moe.new@acme.test', 'acme')).toBeTruthy();
    expect((await post('/api/Auth/ConfirmEmailCheck', { Token })).statusCode).toBe(400);
  });
});

describe('POST /api/User/ChangePassword', () => {
  it('checks the old password, keeps this session and ends the others', async () => {
    await givenUser(t, acme.TenantId, { name: 'Cam Change', email: 'cam@acme.test', password: PASSWORD, role: 'contributor' });
    const here = await signIn(t, 'cam@acme.test', 'acme');
    const elsewhere = await signIn(t, 'cam@acme.test', 'acme');
    const change = (Password: string, NewPassword: string) => post('/api/User/ChangePassword', { Password, NewPassword }, bearer(here));

    const wrong = await change('Wrong#Pass1', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe('Old password not matched!!');
    expect((await change(PASSWORD, 'weakpassword')).json().Message).toBe('Please enter a strong password.');

    const ok = await change(PASSWORD, NEW_PASSWORD);
    expect(ok.json()).toEqual({ Message: 'Password changed successfully!!' });
    expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(here) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect(await signIn(t, 'cam@acme.test', 'acme', NEW_PASSWORD)).toBeTruthy();
  });

  it('needs a session', async () => {
    expect((await post('/api/User/ChangePassword', { Password: PASSWORD, NewPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });
});

describe('account mails in the reader’s language', () => {
  it('a reset speaks the account’s language, else the asking browser’s, else the company’s', async () => {
    const ask = (email: string, acceptLanguage?: string) =>
      post('/api/Auth/ForgotPassword', { Email: email, domain: 'acme' }, acceptLanguage ? { 'accept-language': acceptLanguage } : {});
    await givenUser(t, acme.TenantId, { name: 'Greta Gast', email: 'greta@acme.test', password: PASSWORD, role: 'contributor' });

    await ask('greta@acme.test');
    expect(await lastMailTo(t.database.db, 'greta@acme.test')).toMatchObject({
      subject: 'Reset your Trellis password',
      body: expect.stringMatching(/^Hello Greta Gast,\n\nSomeone asked to reset the password of your Trellis account\./),
    });

    await ask('greta@acme.test', 'de-AT,de;q=0.9,en;q=0.5');
    const german = await lastMailTo(t.database.db, 'greta@acme.test');
    expect(german.subject).toBe('Setzen Sie Ihr Trellis-Passwort zurück');
    expect(german.body).toMatch(/^Hallo Greta Gast,\n\nJemand hat angefragt, das Passwort Ihres Trellis-Kontos zurückzusetzen\./);
    expect(german.body).toContain('Wenn Sie das nicht angefragt haben, ignorieren Sie diese E-Mail.');

    // Her own choice wins over the browser that asks.
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.email, 'greta@acme.test'));
    await post('/api/Auth/LostPassword', { Email: 'greta@acme.test', domain: 'acme' }, { 'accept-language': 'en-US' });
    expect((await lastMailTo(t.database.db, 'greta@acme.test')).subject).toBe('Entsperren Sie Ihr Trellis-Konto');
  });

  it('an invitation speaks the company’s default to a person who has chosen nothing yet', async () => {
    const { UserId } = await givenUser(t, acme.TenantId, { name: 'Udo Neu', email: 'udo@acme.test', role: 'contributor' }, acme.CeoId);
    await t.database.db.update(tenants).set({ defaultLanguage: 'de' }).where(eq(tenants.id, acme.TenantId));
    try {
      await withTenant(t.database.db, acme.TenantId, (tx) => sendInvitation(tx, t.deps, acme.TenantId, UserId));
    } finally {
      await t.database.db.update(tenants).set({ defaultLanguage: 'en' }).where(eq(tenants.id, acme.TenantId));
    }
    const mail = await lastMailTo(t.database.db, 'udo@acme.test');
    expect(mail.subject).toBe('acme CEO hat Sie zu Trellis eingeladen');
    expect(mail.body).toMatch(
      /^Hallo Udo Neu,\n\nacme CEO hat Sie zu acme Inc in Trellis eingeladen, wo Ihr Team seine Ziele setzt und verfolgt\./,
    );
  });
});
