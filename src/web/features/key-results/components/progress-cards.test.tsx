import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyProgress, TeamProgress } from '../../../../contract/key-results';
import { LIKELIHOOD_COLORS } from '../../../components/scale-colors';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { companyProgressQueryOptions, teamProgressQueryOptions } from '../api/progress-charts-api';
import { CompanyProgressCard } from './company-progress-card';
import { TeamProgressCard } from './team-progress-card';

// Q2 2026 in week 3 (the session's): weeks 1 and 2 have ended, week 4 has not begun.
const weeks = [
  { WeekId: 301, Week: 1, StartDate: '2026-04-01' },
  { WeekId: 302, Week: 2, StartDate: '2026-04-06' },
  { WeekId: 303, Week: 3, StartDate: '2026-04-13' },
  { WeekId: 304, Week: 4, StartDate: '2026-04-20' },
];
const goal = (Id: number, Title: string, cells: [number | null, number | null][]) => ({
  Id,
  Title,
  OwnerId: 12,
  OwnerName: 'Cal Reyes',
  Weeks: weeks.map((w, i) => ({ WeekId: w.WeekId, Likelihood: cells[i]?.[0] ?? null, Progress: cells[i]?.[1] ?? null })),
});
const team: TeamProgress = {
  Weeks: weeks,
  Goals: [
    goal(601, 'Win new customers', [
      [3, 10],
      [1, 20],
    ]),
    goal(602, 'Hire a designer', [[4, null]]),
  ],
  Total: 2,
};

const showTeam = (data: TeamProgress = team, more: [number, TeamProgress][] = []) =>
  renderScreen(<TeamProgressCard />, {
    session: aSession(),
    seed: [[teamProgressQueryOptions(1).queryKey, data], ...more.map(([page, d]) => [teamProgressQueryOptions(page).queryKey, d] as const)],
  });

describe("the team's progress by week", () => {
  it("colours each week by its likelihood and writes the goal's progress at the week's end", () => {
    showTeam();
    const map = screen.getByRole('region', { name: '2 goals of your team over 4 weeks: each week’s likelihood and progress.' });
    const cell = within(map).getByText('10%');
    // 'Likely' is level 3 of 0–4; the text is dark on its light green.
    expect([cell.style.background, cell.style.color]).toEqual(['rgb(124, 179, 66)', 'rgb(31, 31, 31)']);
    expect(LIKELIHOOD_COLORS[3]).toBe('#7CB342');
    expect(within(map).getByText('20%').title).toBe('Week 2: Not sure');
    expect(screen.getByText('Colour: the week’s likelihood. Number: the goal’s progress at the week’s end.')).toBeTruthy();
    expect(screen.getByRole('list').textContent).toContain('No update');
    expect(takeRequests()).toEqual([]);
  });

  it('reads as a table of the weeks begun on request', async () => {
    const { user } = showTeam();
    await user.click(screen.getByText('Table'));
    const table = screen.getByRole('table', { name: '2 goals of your team over 4 weeks: each week’s likelihood and progress.' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'GoalOwnerWeek 1Week 2Week 3',
      'Win new customersCal ReyesLikely · 10%Not sure · 20%No update',
      'Hire a designerCal ReyesVery LikelyNo updateNo update',
    ]);
  });

  it('pages through a larger team', async () => {
    const second = { ...team, Goals: [goal(640, 'Open a store', [[2, 50]])], Total: 21 };
    const { user } = showTeam({ ...team, Total: 21 }, [[2, second]]);
    expect(screen.queryByText('Open a store')).toBeNull();
    await user.click(screen.getByRole('listitem', { name: 'Next Page' }));
    expect(await screen.findByText('Open a store')).toBeTruthy();
  });

  it('says so when the team has no tracked goals', () => {
    showTeam({ Weeks: weeks, Goals: [], Total: 0 });
    expect(screen.getByText('No tracked goals of your team in this quarter yet.')).toBeTruthy();
  });
});

const company: CompanyProgress = {
  Weeks: [
    { ...weeks[0]!, OnTrack: 0, Measured: 2, Share: 0 },
    { ...weeks[1]!, OnTrack: 1, Measured: 2, Share: 50 },
    { ...weeks[2]!, OnTrack: null, Measured: 2, Share: null },
  ],
};
const showCompany = (data: CompanyProgress = company) =>
  renderScreen(<CompanyProgressCard />, { session: aSession({ RoleName: 'ceo' }), seed: [[companyProgressQueryOptions().queryKey, data]] });

describe("the company's goals on track", () => {
  it('says the share of the last week that ended, and reads the weeks as a table on request', async () => {
    const { user } = showCompany();
    expect(screen.getByText('50% of 2 measured goals were on track at the end of week 2.')).toBeTruthy();
    await user.click(screen.getByText('Table'));
    const table = screen.getByRole('table', { name: 'Company goals on track' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['WeekOn trackGoals on trackMeasured goals', 'Week 1 · Apr 1, 20260%02', 'Week 2 · Apr 6, 202650%12']);
    expect(takeRequests()).toEqual([]);
  });

  it('says when nothing is measured yet, and when no week has ended', () => {
    showCompany({ Weeks: company.Weeks.map((w) => ({ ...w, Measured: 0, OnTrack: null, Share: null })) });
    expect(screen.getByText('No goal of this quarter has measured key results yet.')).toBeTruthy();
  });

  it('says when no week has ended yet', () => {
    showCompany({ Weeks: company.Weeks.map((w) => ({ ...w, OnTrack: null, Share: null })) });
    expect(screen.getByText('No week of this quarter has ended yet.')).toBeTruthy();
  });
});
