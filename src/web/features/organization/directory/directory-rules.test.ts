import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { ViewerFacts } from '../../../../domain/people/permissions';
import {
  changed,
  clearedFilters,
  departmentOptions,
  directoryRequestOf,
  directoryViewOf,
  isFiltered,
  rangeText,
  roleFilterChoices,
  withDirectoryView,
} from './directory-rules';

// The catalogue's English, as the screens show it.
const t = testTexts('organization');

const viewer = (more: Partial<ViewerFacts> = {}): ViewerFacts => ({
  Id: 1,
  RoleName: 'contributor',
  IsOrgAdmin: false,
  IsGoalAdmin: false,
  IsHrAdmin: false,
  IsGoalManager: false,
  ...more,
});

describe('roleFilterChoices', () => {
  it.each([
    ['the CEO', viewer({ RoleName: 'ceo' }), true],
    ['an org admin', viewer({ RoleName: 'contributor', IsOrgAdmin: true }), true],
    ['a manager', viewer({ RoleName: 'manager' }), false],
    ['a goal and HR admin', viewer({ IsGoalAdmin: true, IsHrAdmin: true }), false],
    ['an observer', viewer({ RoleName: 'observer' }), false],
  ])('%s: observer choice %s', (_, who, observers) => {
    const roles = roleFilterChoices(who);
    expect(roles.slice(0, 3)).toEqual(['ceo', 'manager', 'contributor']);
    expect(roles.includes('observer')).toBe(observers);
  });
});

describe('departmentOptions', () => {
  it('adds the default department, drops blanks and sorts', () => {
    expect(departmentOptions(['Sales', ' ', 'Engineering', 'Sales']).map((o) => o.value)).toEqual(['Corporate', 'Engineering', 'Sales']);
    expect(departmentOptions(['Corporate']).map((o) => o.value)).toEqual(['Corporate']);
  });
});

describe('directory view in the address bar', () => {
  it('starts with everyone active or invited, by name, first page of 20', () => {
    const view = directoryViewOf(new URLSearchParams('tab=directory'), viewer());
    expect(view).toEqual({
      search: '',
      depts: [],
      roles: [],
      statuses: ['Active', 'Invited'],
      sort: 'Name',
      order: 'asc',
      page: 1,
      pageSize: 20,
    });
    expect(directoryRequestOf(view)).toEqual({
      Page: 1,
      PageSize: 20,
      Search: undefined,
      Depts: undefined,
      Roles: undefined,
      Statuses: ['Active', 'Invited'],
      Sort: 'Name',
      SortOrder: 'asc',
    });
  });

  it('reads every filter back as it was written', () => {
    const ceo = viewer({ RoleName: 'ceo' });
    const view = {
      search: 'fisch',
      depts: ['Sales', 'Corporate'],
      roles: ['manager', 'observer'] as const,
      statuses: ['Deactivated'] as const,
      sort: 'OrgUnit' as const,
      order: 'desc' as const,
      page: 3,
      pageSize: 50,
    };
    const params = withDirectoryView(new URLSearchParams('tab=directory'), {
      ...view,
      roles: [...view.roles],
      statuses: [...view.statuses],
    });
    expect(params.get('tab')).toBe('directory');
    expect(directoryViewOf(params, ceo)).toEqual(view);
  });

  it('keeps defaults out of the address', () => {
    const params = withDirectoryView(new URLSearchParams(), directoryViewOf(new URLSearchParams(), viewer()));
    expect(params.toString()).toBe('');
  });

  it('drops what is unknown or not allowed for the viewer', () => {
    const view = directoryViewOf(
      new URLSearchParams('role=observer&role=manager&role=boss&status=Gone&sort=Salary&page=-2&size=7'),
      viewer(),
    );
    expect(view).toMatchObject({ roles: ['manager'], statuses: ['Active', 'Invited'], sort: 'Name', page: 1, pageSize: 20 });
  });

  it('goes back to page 1 when search, filters or sort change', () => {
    const view = { ...directoryViewOf(new URLSearchParams(), viewer()), page: 4 };
    expect(changed(view, { depts: ['Sales'] })).toMatchObject({ depts: ['Sales'], page: 1 });
    expect(changed(view, { sort: 'Manager', order: 'desc' })).toMatchObject({ sort: 'Manager', order: 'desc', page: 1 });
  });

  it('tells when filters are on and clears them', () => {
    const base = directoryViewOf(new URLSearchParams(), viewer());
    expect(isFiltered(base)).toBe(false);
    expect(isFiltered({ ...base, search: '  ' })).toBe(false);
    expect(isFiltered({ ...base, statuses: ['Active'] })).toBe(true);
    const filtered = { ...base, search: 'a', roles: ['manager' as const], sort: 'Status' as const };
    expect(clearedFilters(filtered)).toEqual({ ...base, sort: 'Status' });
  });
});

describe('rangeText', () => {
  it.each([
    [1, 20, 0, 'No people'],
    [1, 20, 7, '1–7 of 7'],
    [2, 20, 10000, '21–40 of 10,000'],
    [500, 20, 10000, '9,981–10,000 of 10,000'],
  ])('page %i of %i with %i people: %s', (page, size, total, text) => {
    expect(rangeText(t, page, size, total)).toBe(text);
  });
});
