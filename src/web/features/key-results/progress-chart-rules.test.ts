import { describe, expect, it } from 'vitest';
import { LIKELIHOOD_COLORS, NO_STATUS_COLOR } from '../../components/scale-colors';
import { DARK_TEXT, LIGHT_TEXT, lastEndedWeek, showsCompanyProgress, showsTeamProgress, textOn } from './progress-chart-rules';

describe('the heat map’s cells', () => {
  it.each([
    [LIKELIHOOD_COLORS[0], LIGHT_TEXT],
    [LIKELIHOOD_COLORS[1], DARK_TEXT],
    [LIKELIHOOD_COLORS[2], DARK_TEXT],
    [LIKELIHOOD_COLORS[3], DARK_TEXT],
    [LIKELIHOOD_COLORS[4], LIGHT_TEXT],
    [NO_STATUS_COLOR, DARK_TEXT],
  ])('write on %s in %s', (background, text) => {
    expect(textOn(background)).toBe(text);
  });
});

describe('who sees the progress cards', () => {
  const profile = (RoleName: string, flags: { IsOrgAdmin?: boolean; IsGoalAdmin?: boolean } = {}) => ({
    RoleName: RoleName as 'manager',
    IsOrgAdmin: false,
    IsGoalAdmin: false,
    ...flags,
  });
  it.each([
    ['ceo', {}, true, true],
    ['manager', {}, true, false],
    ['manager', { IsGoalAdmin: true }, true, true],
    ['contributor', { IsOrgAdmin: true }, false, true],
    ['contributor', {}, false, false],
    ['observer', { IsOrgAdmin: true }, false, false],
  ])('%s %o: team %s, company %s', (role, flags, team, company) => {
    expect([showsTeamProgress(profile(role, flags)), showsCompanyProgress(profile(role, flags))]).toEqual([team, company]);
  });
});

it('reads the last week that has ended', () => {
  const week = (Week: number, Share: number | null) => ({ WeekId: Week, Week, StartDate: '', OnTrack: Share, Measured: 2, Share });
  expect(lastEndedWeek({ Weeks: [week(1, 0), week(2, 50), week(3, null)] })?.Week).toBe(2);
  expect(lastEndedWeek({ Weeks: [week(1, null)] })).toBeNull();
});
