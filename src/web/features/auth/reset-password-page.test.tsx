import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeRequests } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import { instanceSettingsQueryOptions } from '../../shared/instance-settings';
import { brandingQueryOptions } from './api/get-branding';
import { resetLinkQueryOptions } from './api/reset-password';
import { ResetPasswordPage } from './reset-password-page';

// Rendered outside its route, the page reads an empty token: the link's answer is seeded under that key.
const link = resetLinkQueryOptions('');
const seed = [
  [
    brandingQueryOptions().queryKey,
    { Name: 'Northwind', Subdomain: 'northwind', PrimaryColor: '3781C2', UseLightTextOnPrimary: true, Logo: null, SupportEmail: null },
  ],
  [instanceSettingsQueryOptions().queryKey, { TermsUrl: null, PrivacyUrl: null, StrategyGuideVideoUrl: null, ErrorReporting: null }],
  [link.queryKey, { Message: 'ok' }],
] as const;

describe('the password reset page', () => {
  it('keeps the form and what was typed when a later check of the link fails (decision 060)', async () => {
    const { user, queryClient } = renderScreen(<ResetPasswordPage />, { seed });
    await user.type(screen.getByLabelText('New password'), 'Tr3llis!new');

    // The check goes to the network, which a component test refuses as a browser offline would.
    await queryClient.refetchQueries({ queryKey: link.queryKey });
    await waitFor(() => expect(queryClient.getQueryState(link.queryKey)?.status).toBe('error'));
    expect(takeRequests().map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`)).toEqual(['POST /api/Auth/ResetPasswordCheck']);

    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Tr3llis!new');
  });
});
