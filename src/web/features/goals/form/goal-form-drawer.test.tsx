import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../contract/auth';
import type { Goal, GoalList } from '../../../../contract/goals';
import type { PeriodList } from '../../../../contract/periods';
import { aGoal, aGoalInfo } from '../../../testing/goals';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { periodsQueryOptions } from '../api/get-goal-choices';
import { goalsQueryOptions } from '../api/get-goals';
import { scopesFor } from './parent-candidates';
import { GoalFormDrawer, type GoalFormDrawerProps } from './goal-form-drawer';

// Ada (10) is a contributor who reports to Grace (2), in Q2 2026 (22).
const contributor = (tenant: Partial<Session['Tenant']> = {}) => aSession({ Id: 10, RoleName: 'contributor', ParentId: 2 }, tenant);
const periods: PeriodList = {
  Periods: [
    { Id: 22, Index: 22, Quarter: 2, Year: 2026, StartDate: '2026-04-01', EndDate: '2026-06-30', IsCurrent: true },
    { Id: 23, Index: 23, Quarter: 3, Year: 2026, StartDate: '2026-07-01', EndDate: '2026-09-30', IsCurrent: false },
  ],
  Current: null,
};
const emptyPage: GoalList = { data: [], goalEdits: [], pendingEdits: [], followed: [], ceo: null, count: 0, Page: 1, PageSize: 10 };

/** The quarters, and no parent candidates in any scope the viewer may pick from, for each quarter. */
const seedFor = (session: Session) => [
  [periodsQueryOptions().queryKey, periods] as const,
  ...periods.Periods.flatMap((p) =>
    scopesFor(session.Profile.RoleName).map(
      (scope) =>
        [goalsQueryOptions({ GoalSelectFilter: scope, PeriodId: p.Id }).queryKey, { pages: [emptyPage], pageParams: [1] }] as const,
    ),
  ),
];

const open = (props: Partial<GoalFormDrawerProps>, session = contributor()) =>
  renderScreen(<GoalFormDrawer open onClose={() => undefined} {...props} />, { session, seed: seedFor(session) });
const field = (label: string) => screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const footerButtons = () =>
  [...document.querySelectorAll('.ant-drawer-footer button')].map((b) => b.textContent).filter((t) => t !== 'Cancel');

describe('the goal form drawer', () => {
  it('adds a goal in the current quarter, for the manager to approve, and asks for its title and measurement', async () => {
    const { user } = open({});
    expect(screen.getByRole('dialog', { name: 'Add Goal' })).toBeTruthy();
    expect(within(field('Quarter')).getByTitle('Q2 2026')).toBeTruthy();
    expect(footerButtons()).toEqual(['Save as draft', 'Submit']);

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await within(field('Title')).findByText('Please input your Title!')).toBeTruthy();
    expect(await within(field('Measurement')).findByText('Please input your Measurement!')).toBeTruthy();
  });

  it('publishes at once for someone with no manager', () => {
    open({}, aSession({ Id: 1, RoleName: 'ceo', ParentId: null }));
    expect(footerButtons()).toEqual(['Save as draft', 'Publish']);
  });

  it('speaks OKR to an OKR company, and asks a percent company for its reporting memo', async () => {
    const first = open({}, contributor({ GoalType: 'OKR' }));
    expect(['Objective', 'Key Results', 'Initiatives'].map((l) => field(l) !== null)).toEqual([true, true, true]);
    expect(screen.queryByText('Reporting Memo', { selector: 'label' })).toBeNull();
    await first.user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await within(field('Objective')).findByText('Please input your Objective!')).toBeTruthy();
    expect(await within(field('Key Results')).findByText('Please input your Key Results!')).toBeTruthy();
    first.unmount();

    open({}, contributor({ GoalType: 'ObjectiveResult' }));
    expect(field('Reporting Memo')).toBeTruthy();
  });

  it('keeps the quarter of a contributing goal with its parent, until the parent is removed', async () => {
    const parent: Goal = aGoal({ Id: 400, GoalPeriodId: 23, GoalDetail: { Title: 'Grow billing', Measurement: 'ARR', Description: null } });
    const { user } = open({ parent });
    expect(screen.getByRole('dialog', { name: 'Add a Contributing Goal' })).toBeTruthy();
    expect(within(field('Quarter')).getByTitle('Q3 2026')).toBeTruthy();
    expect(within(field('Parent goal')).getByTitle('Grow billing')).toBeTruthy();
    expect(within(field('Quarter')).getByText('The quarter cannot change while a parent goal is set.')).toBeTruthy();
    expect(within(field('Quarter')).getByRole('combobox').hasAttribute('disabled')).toBe(true);

    await user.click(within(field('Quarter')).getByRole('button', { name: 'Remove the parent goal' }));
    await waitFor(() => expect(within(field('Quarter')).queryByText(/cannot change/)).toBeNull());
    expect(within(field('Quarter')).getByRole('combobox').hasAttribute('disabled')).toBe(false);
  });

  it('edits an approved goal of one’s own as a proposal, in its quarter', () => {
    const info = aGoalInfo({ State: 'approved', User: { ...aGoal().User, Id: 10, ParentId: 2 } });
    open({ goal: info });
    expect(screen.getByRole('dialog', { name: 'Edit Goal' })).toBeTruthy();
    expect(within(field('Title')).getByDisplayValue('Ship the billing export')).toBeTruthy();
    expect(within(field('Quarter')).getByText('The quarter of an approved goal cannot change.')).toBeTruthy();
    expect(footerButtons()).toEqual(['Save as draft', 'Submit']);
  });
});

describe('the goal form drawer in German', () => {
  it('names its fields, buttons and checks in German, in the company’s goal wording', async () => {
    await i18next.changeLanguage('de');
    try {
      const first = open({});
      expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Ziel hinzufügen' })).toBeTruthy();
      for (const label of ['Quartal', 'Übergeordnetes Ziel', 'Titel', 'Messgröße', 'Beschreibung', 'Privat'])
        expect(field(label)).toBeTruthy();
      expect(screen.getByText('Ein privates Ziel sehen nur die verantwortliche Person, ihre Vorgesetzten und Admins.')).toBeTruthy();
      expect(footerButtons().filter((b) => b !== 'Abbrechen')).toEqual(['Als Entwurf speichern', 'Einreichen']);
      await first.user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
      expect(await within(field('Titel')).findByText('Bitte geben Sie einen Titel ein.')).toBeTruthy();
      expect(await within(field('Messgröße')).findByText('Bitte geben Sie eine Messgröße ein.')).toBeTruthy();
      first.unmount();

      const parent: Goal = aGoal({
        Id: 400,
        GoalPeriodId: 23,
        GoalDetail: { Title: 'Grow billing', Measurement: 'ARR', Description: null },
      });
      open({ parent }, contributor({ GoalType: 'OKR' }));
      expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Beitragendes Ziel hinzufügen' })).toBeTruthy();
      for (const label of ['Zielsetzung', 'Schlüsselergebnisse', 'Initiativen']) expect(field(label)).toBeTruthy();
      expect(
        within(field('Quartal')).getByText('Das Quartal kann nicht geändert werden, solange ein übergeordnetes Ziel gesetzt ist.'),
      ).toBeTruthy();
      expect(within(field('Quartal')).getByRole('button', { name: 'Übergeordnetes Ziel entfernen' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
