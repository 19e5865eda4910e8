import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../../contract/strategy';
import { instanceSettingsQueryOptions } from '../../../shared/instance-settings';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { strategyKeys } from '../api/strategy';
import { StrategyPage } from './strategy-page';

const basic = {
  Mission: '<p>Gear for every trail</p>',
  Vision: null,
  Values: null,
  Field1: null,
  Field2: null,
  Field3: null,
  Field4: null,
  Field5: null,
  Field6: null,
  Field7: null,
  Field8: null,
  Field9: null,
  Field10: null,
};
const objectives = { Customers: '<p>Hikers</p>', Employees: null, Shareholders: null, Sales: null, Marketing: null, Product: null };
const strategy: Strategy = {
  StrategyEnabled: true,
  CanEdit: true,
  IsStrategy: true,
  IsDraft: true,
  IsPublish: false,
  StrategyBasic: basic,
  StrategyObjective: objectives,
  StrategyVideo: { VideoUrl: null },
  Progress: { Video: 0, MissionVisionValues: 34, Objectives: 17, Overall: 20 },
  Published: null,
  PublishedAt: null,
  UpdatedAt: null,
};
const seed = [
  [strategyKeys.document(), strategy],
  [instanceSettingsQueryOptions().queryKey, { TermsUrl: null, PrivacyUrl: null, StrategyGuideVideoUrl: null, ErrorReporting: null }],
] as const;

describe('the strategy page in German', () => {
  it('shows an editor its sections, guidance and notices in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<StrategyPage />, { session: aSession(), seed });
      expect(screen.getByRole('heading', { level: 1, name: 'Strategie' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Willkommen, Ada' })).toBeTruthy();
      expect(screen.getByText('Das Strategiedokument ist derzeit ein Entwurf')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Vollständigkeit der Strategie' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'CEO-Botschaft' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Video hinzufügen/ })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Leitfaden für Gründende' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Mission, Vision und Werte' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Werte, die uns unterscheiden' }).textContent).toContain(
        'Für Ihre Organisation verborgen, bis etwas darin steht.',
      );
      expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Strategische Ziele' })).toBeTruthy();
      expect(screen.getByRole('region', { name: '1 Kundschaft' })).toBeTruthy();
      expect(screen.getByText('Was bekommen die Anteilseignenden und Investierenden zurück?')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
