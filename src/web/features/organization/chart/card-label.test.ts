import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { cardLabel, toggleLabel } from './card-label';

// The catalogue's English, as the screens show it.
const t = testTexts('organization');

const base = {
  Name: 'Emma Fischer',
  JobTitle: 'Senior Software Engineer',
  OrgUnit: 'Engineering',
  Status: 'Active',
  ChildCount: 0,
} as const;

describe('cardLabel', () => {
  it.each([
    ['a colleague', base, false, 'Emma Fischer, Senior Software Engineer, Engineering'],
    ['oneself', base, true, 'Emma Fischer (You), Senior Software Engineer, Engineering'],
    ['no job title or department', { ...base, JobTitle: null, OrgUnit: null }, false, 'Emma Fischer, Corporate'],
    ['an invited person', { ...base, Status: 'Invited' }, false, 'Emma Fischer, Senior Software Engineer, Engineering, Invited'],
    ['a manager of one', { ...base, ChildCount: 1 }, false, 'Emma Fischer, Senior Software Engineer, Engineering, 1 direct report'],
    ['a manager of three', { ...base, ChildCount: 3 }, true, 'Emma Fischer (You), Senior Software Engineer, Engineering, 3 direct reports'],
  ] as const)('%s', (_, node, isYou, label) => {
    expect(cardLabel(t, node, isYou)).toBe(label);
  });
});

describe('toggleLabel', () => {
  it.each([
    [3, false, 'Show 3 direct reports of Grace Kim'],
    [3, true, 'Hide 3 direct reports of Grace Kim'],
    [1, false, 'Show 1 direct report of Grace Kim'],
  ] as const)('%i reports, expanded %s', (n, expanded, label) => {
    expect(toggleLabel(t, { Name: 'Grace Kim', ChildCount: n }, expanded)).toBe(label);
  });
});
