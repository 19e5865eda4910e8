import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { brandingQueryOptions } from './api/get-branding';
import { ssoProviderQueryOptions } from './api/sso-provider';
import { instanceSettingsQueryOptions } from '../../shared/instance-settings';
import { LoginPage } from './login-page';

// The sign-in screen of a company that signs in through its identity provider (issue 32).
const seed = (Provider: { Name: string; PasswordSignIn: boolean } | null) =>
  [
    [
      brandingQueryOptions().queryKey,
      { Name: 'Northwind', Subdomain: 'northwind', PrimaryColor: '3781C2', UseLightTextOnPrimary: true, Logo: null, SupportEmail: null },
    ],
    [instanceSettingsQueryOptions().queryKey, { TermsUrl: null, PrivacyUrl: null, StrategyGuideVideoUrl: null, ErrorReporting: null }],
    [ssoProviderQueryOptions().queryKey, { Provider }],
  ] as const;

describe('the sign-in screen with single sign-on', () => {
  it('offers the provider above the password form, whose start the button opens', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, hash: '', pathname: '/v3/login', search: '' });
    try {
      const { user } = renderScreen(<LoginPage />, { seed: seed({ Name: 'Okta', PasswordSignIn: true }), path: '/v3/login' });
      expect(screen.getByLabelText('Password')).toBeTruthy();
      await user.click(await screen.findByRole('button', { name: 'Sign in with Okta' }));
      expect(assign).toHaveBeenCalledWith('/api/Auth/sso/start');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('folds the password form away when the company closed it, for the CEO to open', async () => {
    const { user } = renderScreen(<LoginPage />, { seed: seed({ Name: 'Okta', PasswordSignIn: false }), path: '/v3/login' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/Only the CEO keeps a password/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in with a password' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('says why a sign-in through the provider was refused', async () => {
    renderScreen(<LoginPage />, { seed: seed({ Name: 'Okta', PasswordSignIn: true }), path: '/v3/login?sso=no-account' });
    expect(
      within(screen.getByRole('alert')).getByText('You have no Trellis account yet. Ask your administrator to invite you.'),
    ).toBeTruthy();
  });

  it('shows no button without a connection', () => {
    renderScreen(<LoginPage />, { seed: seed(null), path: '/v3/login' });
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
