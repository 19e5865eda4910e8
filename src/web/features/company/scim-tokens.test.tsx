import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ScimTokenPage } from '../../../contract/scim';
import { takeRequests } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import { scimTokenKeys } from './api/scim-tokens';
import { ScimTokens } from './scim-tokens';

// The drawer's Provisioning (SCIM) section as the CEO sees it: GET /api/tenant/scim/tokens answered one token.
const tokens: ScimTokenPage = {
  data: [
    {
      Id: 4,
      Name: 'Okta',
      CreatedAt: '2026-05-02T09:00:00Z',
      CreatedBy: { Id: 1, Name: 'Nora North' },
      LastUsedAt: null,
    },
  ],
  count: 1,
  BaseUrl: 'https://northwind.example.com/scim/v2',
};
const seed = [[scimTokenKeys.all, tokens]] as const;

describe('the provisioning section', () => {
  it('shows the base URL to paste and the tokens in use', async () => {
    renderScreen(<ScimTokens />, { seed });
    expect(await screen.findByText('Provisioning (SCIM)')).toBeTruthy();
    expect(screen.getByText('https://northwind.example.com/scim/v2')).toBeTruthy();
    expect(
      screen.getByText('In Okta: SCIM connector base URL. In Entra ID: Tenant URL. Unique identifier: userName (the email).'),
    ).toBeTruthy();
    expect(screen.getByText('Okta')).toBeTruthy();
    expect(screen.getByText('Created May 2, 2026 by Nora North')).toBeTruthy();
    expect(screen.getByText('Not used yet')).toBeTruthy();
  });

  it('creates a token under the name typed', async () => {
    const { user } = renderScreen(<ScimTokens />, { seed });
    const create = await screen.findByRole('button', { name: 'Create token' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Token name' }), 'Entra ID');
    await user.click(create);
    const sent = takeRequests();
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/tenant/scim/tokens', body: { Name: 'Entra ID' } });
  });

  it('revokes a token only once confirmed', async () => {
    const { user } = renderScreen(<ScimTokens />, { seed });
    await user.click(await screen.findByRole('button', { name: 'Revoke Okta' }));
    expect(takeRequests()).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Revoke the token “Okta”?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    // The revocation, then the list asked again.
    expect(takeRequests()).toMatchObject([
      { method: 'DELETE', url: '/api/tenant/scim/tokens/4' },
      { method: 'GET', url: '/api/tenant/scim/tokens?Page=1&PageSize=100' },
    ]);
  });

  it('speaks German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<ScimTokens />, { seed });
      expect(await screen.findByText('Provisionierung (SCIM)')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Token erstellen' })).toBeTruthy();
      expect(screen.getByText('Noch nicht verwendet')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
