import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { TenantBranding } from '../../../contract/auth';
import { renderScreen } from '../../testing/render';
import { brandingQueryOptions } from './api/get-branding';
import { instanceSettingsQueryOptions } from '../../shared/instance-settings';
import { LoginPage } from './login-page';
import { ssoProviderQueryOptions } from './api/sso-provider';

const northwind: TenantBranding = {
  Name: 'Northwind',
  Subdomain: 'northwind',
  PrimaryColor: '3781C2',
  UseLightTextOnPrimary: true,
  Logo: null,
  SupportEmail: 'help@northwind.example',
};
const noSettings = { TermsUrl: null, PrivacyUrl: null, StrategyGuideVideoUrl: null, ErrorReporting: null };
const branding = [
  [brandingQueryOptions().queryKey, northwind],
  [instanceSettingsQueryOptions().queryKey, noSettings],
  [ssoProviderQueryOptions().queryKey, { Provider: null }],
] as const;

// The instructions form warms the signed-out pages' chunk as it shows: it must finish loading before the file's
// environment is torn down, or a busy machine (CI) reports it as an unhandled error after the tests passed.
afterAll(async () => {
  await import('./signed-out-pages');
});

describe('the login page', () => {
  it('names the company whose address it is', () => {
    renderScreen(<LoginPage />, { seed: branding, path: '/v3/login' });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('to Northwind')).toBeTruthy();
  });

  it('carries the typed address to the unlock form, whose Send waits for a valid address', async () => {
    const { user } = renderScreen(<LoginPage />, { seed: branding, path: '/v3/login' });
    const login = screen.getByRole('region', { name: 'Log in' });
    await user.type(within(login).getByLabelText('Email'), '  sam@northwind  ');
    await user.click(within(login).getByRole('button', { name: 'Locked out of your account?' }));

    const unlock = screen.getByRole('region', { name: 'Send instructions' });
    expect(within(unlock).getByRole('heading', { name: 'Locked out of your account?' })).toBeTruthy();
    expect(within(unlock).getByText(/send you a link to unlock it/)).toBeTruthy();
    const email = within(unlock).getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('sam@northwind');
    const send = within(unlock).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);

    await user.type(email, '.example');
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
  });

  it('the lost-password link offers a new password instead', async () => {
    const { user } = renderScreen(<LoginPage />, { seed: branding, path: '/v3/login' });
    await user.click(screen.getByRole('button', { name: 'Lost your password?' }));
    const reset = screen.getByRole('region', { name: 'Send instructions' });
    expect(within(reset).getByRole('heading', { name: 'Lost your password?' })).toBeTruthy();
    expect(within(reset).getByText(/choose a new password/)).toBeTruthy();
  });
});

describe('the login page in another language', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('speaks German, and says so to the page', async () => {
    await i18next.changeLanguage('de');
    const { user } = renderScreen(<LoginPage />, { seed: branding, path: '/v3/login' });
    const login = screen.getByRole('region', { name: 'Anmelden' });
    expect(within(login).getByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByText('bei Northwind')).toBeTruthy();
    await user.click(within(login).getByRole('button', { name: 'Anmelden' }));
    expect(await within(login).findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeTruthy();
    await user.click(within(login).getByRole('button', { name: 'Passwort vergessen?' }));
    const reset = screen.getByRole('region', { name: 'Anleitung senden' });
    expect(within(reset).getByRole('button', { name: 'Senden' })).toBeTruthy();
    expect(within(reset).getByRole('button', { name: 'Zurück zur Anmeldung' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });
});
