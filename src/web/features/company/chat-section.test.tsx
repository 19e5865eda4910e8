import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ChatWebhookPage } from '../../../contract/chat';
import { takeRequests } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import { chatWebhooksQueryOptions } from './api/chat-webhooks';
import { ChatSection } from './chat-section';

// The drawer's Slack and Teams section as the CEO sees it: Slack connected, Teams not.
const hooks: ChatWebhookPage = {
  data: [
    { Kind: 'slack', Connected: true, Host: 'hooks.slack.com', UpdatedAt: '2026-05-02T09:00:00Z', LastPostedAt: null },
    { Kind: 'teams', Connected: false, Host: null, UpdatedAt: null, LastPostedAt: null },
  ],
  count: 2,
};
const seed = [[chatWebhooksQueryOptions().queryKey, hooks]] as const;
const group = (name: string) => screen.getByRole('group', { name });

describe('the Slack and Teams section', () => {
  it('shows each service connected or not, by its host, with where to get an address', async () => {
    renderScreen(<ChatSection />, { seed });
    expect(await screen.findByText('Slack and Teams')).toBeTruthy();
    const slack = group('Slack');
    expect(within(slack).getByText('Connected to hooks.slack.com')).toBeTruthy();
    expect(within(slack).getByText('Nothing posted yet')).toBeTruthy();
    expect(within(slack).getByRole('button', { name: 'Send a test message' })).toBeTruthy();
    expect(within(slack).getByText(/In Slack: create an app, turn on Incoming Webhooks/)).toBeTruthy();
    const teams = group('Microsoft Teams');
    expect(within(teams).getByText('Not connected')).toBeTruthy();
    expect(within(teams).queryByRole('button', { name: 'Send a test message' })).toBeNull();
    expect(within(teams).getByText(/Workflows → “Post to a channel when a webhook request is received”/)).toBeTruthy();
  });

  it('saves the address typed for its service', async () => {
    const { user } = renderScreen(<ChatSection />, { seed });
    const teams = group('Microsoft Teams');
    const save = within(teams).getByRole('button', { name: 'Save address' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.type(
      within(teams).getByRole('textbox', { name: 'Microsoft Teams webhook address' }),
      'https://prod.westeurope.logic.azure.com/x',
    );
    await user.click(save);
    await waitFor(() =>
      expect(takeRequests()[0]).toEqual({
        method: 'PUT',
        url: '/api/chat/webhooks/teams',
        body: { Url: 'https://prod.westeurope.logic.azure.com/x' },
      }),
    );
  });

  it('sends a test message, and says when it was not posted', async () => {
    const { user } = renderScreen(<ChatSection />, { seed });
    await user.click(within(group('Slack')).getByRole('button', { name: 'Send a test message' }));
    await waitFor(() => expect(takeRequests()[0]).toMatchObject({ method: 'POST', url: '/api/chat/webhooks/slack/test' }));
    // No network here: the failure is shown where the test was asked for.
    expect(await screen.findByText('The test message was not posted')).toBeTruthy();
  });

  it('disconnects only once confirmed', async () => {
    const { user } = renderScreen(<ChatSection />, { seed });
    await user.click(within(group('Slack')).getByRole('button', { name: 'Remove' }));
    expect(takeRequests()).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Disconnect Slack? Nothing more is posted there.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(takeRequests()[0]).toMatchObject({ method: 'DELETE', url: '/api/chat/webhooks/slack' }));
  });

  it('speaks German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<ChatSection />, { seed });
      expect(await screen.findByText('Slack und Teams')).toBeTruthy();
      expect(screen.getByText('Verbunden mit hooks.slack.com')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Testnachricht senden' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
