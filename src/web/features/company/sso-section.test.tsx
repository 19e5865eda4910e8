import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SsoSettings } from '../../../contract/sso';
import { renderScreen } from '../../testing/render';
import { ssoSettingsQueryOptions } from './api/sso-settings';
import { SsoSection } from './sso-section';

const okta: SsoSettings = {
  Issuer: 'https://northwind.okta.com',
  ClientId: '0oa1b2c3',
  HasSecret: true,
  Domains: ['northwind.example'],
  PasswordSignIn: false,
  CreateAccounts: true,
  ProviderName: 'Okta',
  CallbackUrl: 'https://northwind.example.com/api/Auth/sso/callback',
};

describe('the single sign-on section', () => {
  it('shows the callback address to register and the stored connection, never its secret', () => {
    renderScreen(<SsoSection />, { seed: [[ssoSettingsQueryOptions().queryKey, okta]] });
    expect(screen.getByText('https://northwind.example.com/api/Auth/sso/callback')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Issuer URL').value).toBe('https://northwind.okta.com');
    expect(screen.getByLabelText<HTMLInputElement>('Client secret').value).toBe('');
    expect(screen.getByPlaceholderText('Saved — leave empty to keep')).toBeTruthy();
    expect(screen.getByText('northwind.example')).toBeTruthy();
    expect(screen.getByText('The sign-in screen shows “Sign in with Okta”.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Password sign-in stays open' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: 'Remove connection' })).toBeTruthy();
  });
});
