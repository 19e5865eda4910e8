import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../contract/company';
import { tenantKeys } from '../../shared/get-tenant-logo';
import { renderScreen } from '../../testing/render';
import { CompanyDrawer } from './company-drawer';
import { scimTokenKeys } from './api/scim-tokens';
import { ssoSettingsQueryOptions } from './api/sso-settings';
import { rhythmSettingsQueryOptions } from './api/rhythm-settings';
import { chatWebhooksQueryOptions } from './api/chat-webhooks';

// The company as GET /api/tenant/company answers the CEO.
const company: Company = {
  Name: 'Northwind Outfitters',
  Subdomain: 'northwind',
  Url: null,
  TimeZone: 'UTC',
  StrategyEnabled: true,
  PrimaryColor: 'E3AB24',
  UseLightTextOnPrimary: false,
  HasLogo: false,
  HasSquareLogo: false,
  CanEdit: true,
  EmployeeNotesEnabled: true,
  TalentEnabled: true,
  DefaultLanguage: 'en',
  CanEditSettings: true,
  Ai: { BaseUrl: null, Model: null, HasKey: true },
};
// No single sign-on yet: the callback address to register.
const noSso = {
  Issuer: null,
  ClientId: null,
  HasSecret: false,
  Domains: [],
  PasswordSignIn: true,
  CreateAccounts: false,
  ProviderName: null,
  CallbackUrl: 'https://northwind.example.com/api/Auth/sso/callback',
};
const seed = [
  [tenantKeys.company(), company],
  [scimTokenKeys.all, { data: [], count: 0, BaseUrl: 'https://northwind.example.com/scim/v2' }],
  [ssoSettingsQueryOptions().queryKey, noSso],
  [
    rhythmSettingsQueryOptions().queryKey,
    { UpdateWeekday: 5, SendHour: 9, RemindersOn: true, ManagerAfterWeeks: 2, SkipLevelAfterWeeks: 3, TimeZone: 'Berlin', CanEdit: true },
  ],
  [
    chatWebhooksQueryOptions().queryKey,
    {
      data: (['slack', 'teams'] as const).map((Kind) => ({ Kind, Connected: false, Host: null, UpdatedAt: null, LastPostedAt: null })),
      count: 2,
    },
  ],
] as const;

describe('the company drawer', () => {
  it('shows the CEO every part, in the words of the spec', async () => {
    renderScreen(<CompanyDrawer open onClose={() => {}} />, { seed });
    expect(await screen.findByText('Company Settings')).toBeTruthy();
    expect(screen.getByText('Company info')).toBeTruthy();
    expect(screen.getByText('Quarters and weekly updates follow this time zone.')).toBeTruthy();
    expect(screen.getByText('PNG or JPG, up to 5 MB. Shown on the sign-in screens and in the header.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload square logo' })).toBeTruthy();
    expect(screen.getByText('Private notes')).toBeTruthy();
    expect(screen.getByPlaceholderText('Saved — leave empty to keep')).toBeTruthy();
    expect(screen.getByText('Log in')).toBeTruthy();
    expect(screen.getByText('Weekly follow-up')).toBeTruthy();
  });
});

describe('the company drawer in German', () => {
  it('names every part in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<CompanyDrawer open onClose={() => {}} />, { seed });
      expect(await screen.findByText('Unternehmenseinstellungen')).toBeTruthy();
      expect(screen.getByText('Unternehmensdaten')).toBeTruthy();
      expect(screen.getByText('Quartale und wöchentliche Updates richten sich nach dieser Zeitzone.')).toBeTruthy();
      expect(screen.getByText('Markenauftritt')).toBeTruthy();
      expect(screen.getByText('PNG oder JPG, bis 5 MB. Erscheint auf den Anmeldeseiten und in der Kopfzeile.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Quadratisches Logo hochladen' })).toBeTruthy();
      expect(screen.getByText('Heller Text auf der Hauptfarbe')).toBeTruthy();
      expect(screen.getByText('Funktionen')).toBeTruthy();
      expect(screen.getByText('Private Notizen')).toBeTruthy();
      expect(screen.getByText('Talentbeurteilungen')).toBeTruthy();
      expect(screen.getByText('Standardsprache')).toBeTruthy();
      expect(screen.getByText('KI-Modell')).toBeTruthy();
      expect(screen.getByPlaceholderText('Gespeichert – leer lassen, um ihn zu behalten')).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'Schlüssel entfernen' })).toBeTruthy();
      expect(screen.getByText('Anmelden')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
