import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AiSummaryAnswer, SummaryGoal } from '../../../../contract/ai-summaries';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import type { SummaryScope } from '../summary-rules';
import { ScopePicker } from './scope-picker';
import { SummaryResult } from './summary-result';

const goal = (Id: number, State: SummaryGoal['State']): SummaryGoal => ({
  Id,
  Title: `Goal ${Id}`,
  OwnerId: 1,
  OwnerName: 'Daniel Cho',
  State,
  Achieved: null,
  Likelihood: 3,
  Quality: 2,
  Measurments: 'One result',
  ParentTitle: null,
});
const goals = [goal(1, 'approved'), goal(2, 'finalized')];
const answer: AiSummaryAnswer = {
  Success: true,
  Message: null,
  Progress: null,
  Kind: 'quarter',
  ForWhom: 1,
  User: { Id: 1, Name: 'Daniel Cho', JobTitle: null },
  Context: { Period: { Id: 9, Name: 'Q3 2026', StartDate: '2026-07-01', EndDate: '2026-09-30' }, Goals: goals, Quarters: [] },
  CompanyGoals: [],
  GoalSummary: {
    Summary: 'A good quarter.',
    SummaryAdditionalContext: null,
    Goals: goals.map((g) => ({ Id: g.Id, Summary: `Text ${g.Id}`, SummaryAdditionalContext: null })),
  },
  AnnualSummary: null,
  WrittenBy: { Kind: 'built-in', Model: null, Notice: 'Written from your goal data without an AI model' },
  Sent: null,
  GeneratedBy: null,
  GeneratedAt: null,
  EditedAt: null,
};
const scope: SummaryScope = { kind: 'quarter', periodId: 9, forWhom: 1 };

const show = () =>
  renderScreen(<SummaryResult scope={scope} answer={answer} edits={{}} onEdits={() => undefined} />, { session: aSession() });

describe('a quarter’s summary', () => {
  it('shows its texts to edit, each goal with its state', () => {
    show();
    expect(screen.getByText('Q3 2026 · Daniel Cho · 2 goals')).toBeTruthy();
    expect(screen.getByText('Written from your goal data without an AI model')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'The quarter at a glance' }).value).toBe('A good quarter.');
    expect(screen.getByRole('heading', { name: 'Goals (2)' })).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Summary of Goal 2' }).value).toBe('Text 2');
    expect(screen.getByText('Finalized')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate Goal 1' })).toBeTruthy();
  });
});

describe('the AI summary screens in German', () => {
  it('show a quarter’s summary in German', async () => {
    await i18next.changeLanguage('de');
    try {
      show();
      expect(screen.getByText('Q3 2026 · Daniel Cho · 2 Ziele')).toBeTruthy();
      expect(screen.getByText('Aus Ihren Zieldaten geschrieben, ohne KI-Modell')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Das Quartal auf einen Blick' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Ziele (2)' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Zusammenfassung von Goal 2' })).toBeTruthy();
      expect([screen.getByText('Freigegeben'), screen.getByText('Abgeschlossen')]).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Goal 1 neu schreiben' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Folien herunterladen/ })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('offer the quarter and the readers in German', async () => {
    await i18next.changeLanguage('de');
    try {
      const options = { Periods: [{ Id: 9, Name: 'Q3 2026' }], Years: [2026], ForWhom: [1, 2] as (1 | 2)[] };
      renderScreen(<ScopePicker kind="quarter" options={options} scope={null} onGenerate={() => undefined} />);
      expect(screen.getByLabelText('Quartal')).toBeTruthy();
      const readers = screen.getByRole('radiogroup', { name: 'Geschrieben für' });
      expect(within(readers).getByText('Für mich')).toBeTruthy();
      expect(within(readers).getByText('Für den CEO')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Erstellen/ })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
