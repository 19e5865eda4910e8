import { describe, expect, it } from 'vitest';
import { testTexts } from '../../testing/catalogue-texts';
import type { ActionItem, ActionItemUser } from '../../../contract/action-items';
import {
  ACTION_ITEM_TITLE_MAX,
  changed,
  columnOrder,
  REQUESTER_IS_YOU,
  DEFAULT_VIEW,
  hasItemChanges,
  initialValues,
  itemIdOf,
  knownPeople,
  listQuery,
  markTabOf,
  openCountLabel,
  openCountQuery,
  pageOfIndex,
  partiesError,
  prefillFromComment,
  prefillFromNote,
  savePayload,
  sortOfColumn,
  sourceLink,
  tabOf,
  titleFrom,
} from './action-item-rules';

const t = testTexts('actionItems');

const ME = 7;
const user = (Id: number, Name: string): ActionItemUser => ({
  Id,
  Name,
  Avatar: null,
  JobTitle: null,
  IsOrgAdmin: false,
  IsGoalAdmin: false,
  IsHrAdmin: false,
  IsGoalManager: false,
});
const item = (more: Partial<ActionItem> = {}): ActionItem => ({
  Id: 12,
  Title: 'Send the Q3 plan',
  DueDate: '2026-11-26',
  AssigneeId: 8,
  RequesterId: ME,
  Assignee: user(8, 'Emma Fischer'),
  Requester: user(ME, 'Daniel Cho'),
  IsCompleted: false,
  CompletedAt: null,
  CreatedAt: '2026-11-01T09:00:00.000Z',
  UpdatedAt: '2026-11-01T09:00:00.000Z',
  IsOverdue: false,
  IsDueSoon: false,
  Source: null,
  CanEdit: true,
  CanDelete: true,
  CanComplete: false,
  CanReopen: false,
  ...more,
});

describe('the page', () => {
  it.each([
    [null, 'inprogress'],
    ['completed', 'completed'],
    ['inprogress', 'inprogress'],
    ['nonsense', 'inprogress'],
  ] as const)('?tab=%s opens %s', (param, tab) => {
    expect(tabOf(param)).toBe(tab);
  });

  it.each([
    [false, 1],
    [true, 2],
  ] as const)('MarkComplete of an item completed=%s names tab %i', (IsCompleted, tab) => {
    expect(markTabOf({ IsCompleted })).toBe(tab);
  });

  it('asks by default for the first 20 in progress, earliest deadline first (spec 001 §9)', () => {
    expect(listQuery(DEFAULT_VIEW)).toEqual({
      Page: 1,
      PageSize: 20,
      SortBy: 'DueDate',
      SortOrder: 'asc',
      IsCompleted: false,
      Filters: { AssigneeId: [], RequesterId: [], Title: '' },
    });
  });

  it('sends the tab, page, sort and filters', () => {
    const view = { ...DEFAULT_VIEW, tab: 'completed' as const, page: 3, sort: 'Title' as const, order: 'desc' as const };
    expect(listQuery({ ...view, assignees: [8], requesters: [7, 9], title: ' plan ' })).toMatchObject({
      Page: 3,
      SortBy: 'Title',
      SortOrder: 'desc',
      IsCompleted: true,
      Filters: { AssigneeId: [8], RequesterId: [7, 9], Title: 'plan' },
    });
  });

  it('starts again at page 1 when anything but the page changes', () => {
    expect(changed({ ...DEFAULT_VIEW, page: 4 }, { title: 'x' })).toMatchObject({ page: 1, title: 'x' });
  });

  it("counts the viewer's open items with one row", () => {
    expect(openCountQuery(ME)).toEqual({ Page: 1, PageSize: 1, IsCompleted: false, Filters: { AssigneeId: [ME] } });
  });

  it.each([
    ['Title', 'ascend', { sort: 'Title', order: 'asc' }],
    ['DueDate', 'descend', { sort: 'DueDate', order: 'desc' }],
    ['Assignee', 'ascend', { sort: 'Assignee', order: 'asc' }],
    ['Requester', 'descend', { sort: 'Requester', order: 'desc' }],
    ['Title', null, { sort: 'DueDate', order: 'asc' }],
    ['actions', 'ascend', { sort: 'DueDate', order: 'asc' }],
    [undefined, undefined, { sort: 'DueDate', order: 'asc' }],
  ] as const)('column %s sorted %s asks for %o', (key, order, sort) => {
    expect(sortOfColumn(key, order)).toEqual(sort);
  });

  it('shows the sort on its column only', () => {
    const view = { ...DEFAULT_VIEW, sort: 'Title' as const, order: 'desc' as const };
    expect(columnOrder(view, 'Title')).toBe('descend');
    expect(columnOrder(view, 'DueDate')).toBeNull();
    expect(columnOrder(DEFAULT_VIEW, 'DueDate')).toBe('ascend');
  });

  it.each([
    ['12', 12],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['12abc', null],
  ] as const)('?item=%s names item %s', (param, id) => {
    expect(itemIdOf(param)).toBe(id);
  });

  it.each([
    [0, 1],
    [19, 1],
    [20, 2],
    [45, 3],
  ])('the item at index %i is on page %i', (index, page) => {
    expect(pageOfIndex(index)).toBe(page);
  });

  it.each([
    [0, 'Action Items'],
    [1, 'Action Items, 1 open'],
    [3, 'Action Items, 3 open'],
  ])("the header's link with %i open reads %s", (count, label) => {
    expect(openCountLabel(count, t)).toBe(label);
  });
});

describe('sourceLink', () => {
  it.each([
    [null, null],
    [
      { Type: 'Comment', Id: 5, UserId: null, GoalId: 31 },
      { text: 'From a comment', href: '/v3/goals/31' },
    ],
    [{ Type: 'Comment', Id: 5, UserId: null, GoalId: null }, null],
    [
      { Type: 'Note', Id: 4, UserId: 8, GoalId: null },
      { text: 'From a note about Emma Fischer', href: '/v3/profile/8?tab=notes' },
    ],
    [
      { Type: 'Note', Id: 4, UserId: 99, GoalId: null },
      { text: 'From a note', href: '/v3/profile/99?tab=notes' },
    ],
    [{ Type: 'Note', Id: 4, UserId: null, GoalId: null }, null],
  ] as const)('%o links to %o', (source, link) => {
    expect(sourceLink(source, item(), t)).toEqual(link);
  });
});

describe('the drawer', () => {
  it('opens empty with oneself as requester, or with the item, or with a prefill', () => {
    expect(initialValues(ME, {})).toEqual({ Title: '', DueDate: null, AssigneeId: null, RequesterId: ME });
    expect(initialValues(ME, { item: item() })).toEqual({
      Title: 'Send the Q3 plan',
      DueDate: '2026-11-26',
      AssigneeId: 8,
      RequesterId: ME,
    });
    const prefill = prefillFromNote({ Id: 4, Title: 'Career talk' }, { Id: 8, Name: 'Emma Fischer' }, { Id: ME, Name: 'Daniel Cho' });
    // The note's title names the talk, not what is to be done: the author writes the item's own.
    expect(initialValues(ME, { prefill })).toEqual({ Title: '', DueDate: null, AssigneeId: 8, RequesterId: ME });
    expect(prefill.NoteTitle).toBe('Career talk');
  });

  it('knows the names it starts with, each once', () => {
    expect(knownPeople({ Id: ME, Name: 'Daniel Cho' }, { item: item() })).toEqual([
      { Id: ME, Name: 'Daniel Cho' },
      { Id: 8, Name: 'Emma Fischer' },
    ]);
  });

  it.each([
    [{ Title: 'Send the Q3 plan', DueDate: '2026-11-26', AssigneeId: 8, RequesterId: ME }, false],
    [{ Title: ' Send the Q3 plan ' }, false],
    [{ Title: 'Send the Q4 plan' }, true],
    [{ DueDate: '2026-11-27' }, true],
    [{ AssigneeId: 9 }, true],
    [{ RequesterId: 8 }, true],
  ])('%o has changes: %s', (change, yes) => {
    const initial = initialValues(ME, { item: item() });
    expect(hasItemChanges(initial, { ...initial, ...change })).toBe(yes);
  });

  const MY_MANAGER = 5;
  it.each([
    [8, ME, null], // I ask someone
    [ME, ME, null], // a note to myself
    [ME, MY_MANAGER, null], // what my manager asked of me in our 1:1
    [ME, 9, REQUESTER_IS_YOU], // someone else, even the CEO, cannot be named as asking me
    [8, 9, REQUESTER_IS_YOU], // an item between two others
    [8, MY_MANAGER, REQUESTER_IS_YOU], // my manager asking someone else is theirs to save
    [null, 9, null],
    [8, null, null],
  ])('assignee %s and requester %s: %s', (assignee, requester, error) => {
    expect(partiesError({ id: ME, managerId: MY_MANAGER }, assignee, requester, t)).toBe(error);
  });

  it('names no manager for someone who has none (the CEO)', () => {
    expect(partiesError({ id: ME, managerId: null }, ME, MY_MANAGER, t)).toBe(REQUESTER_IS_YOU);
  });

  it('saves trimmed, with where the item came from', () => {
    const values = { Title: ' Plan ', DueDate: '2026-11-26', AssigneeId: 8, RequesterId: ME };
    expect(savePayload(values)).toEqual({ Title: 'Plan', DueDate: '2026-11-26', AssigneeId: 8, RequesterId: ME });
    const prefill = prefillFromNote({ Id: 4, Title: 'Plan' }, { Id: 8, Name: 'Emma Fischer' }, { Id: ME, Name: 'Daniel Cho' });
    expect(savePayload(values, prefill)).toMatchObject({ NoteId: 4 });
    expect(savePayload(values, prefill)).not.toHaveProperty('CommentId');
  });
});

describe('titleFrom', () => {
  it('keeps a short text on one line', () => {
    expect(titleFrom('  Call the\n supplier  ')).toBe('Call the supplier');
  });

  it('cuts a long text to 255 characters at a word', () => {
    const long = 'word '.repeat(80);
    const title = titleFrom(long);
    expect(title.length).toBeLessThanOrEqual(ACTION_ITEM_TITLE_MAX);
    expect(title.endsWith('word…')).toBe(true);
  });

  it('cuts a text without spaces where it must', () => {
    expect(titleFrom('x'.repeat(400))).toHaveLength(ACTION_ITEM_TITLE_MAX);
  });
});

describe('prefillFromComment', () => {
  const owner = { Id: 8, Name: 'Emma Fischer' };
  const comment = (UserId: number, Name: string) => ({ Id: 5, Comment: 'Please share the numbers', UserId, Name });
  const viewer = (Id: number, Name: string, RoleName = 'manager') => ({ Id, Name, RoleName });

  it.each([
    // The owner reads someone's comment on their goal: they take it on, the author asks.
    ['the owner, on a comment by another', comment(ME, 'Daniel Cho'), viewer(8, 'Emma Fischer'), { AssigneeId: 8, RequesterId: ME }],
    // The owner on their own comment: for themselves.
    ['the owner, on their own comment', comment(8, 'Emma Fischer'), viewer(8, 'Emma Fischer'), { AssigneeId: 8, RequesterId: 8 }],
    // Anyone else asks the owner.
    ['someone else, on their own comment', comment(ME, 'Daniel Cho'), viewer(ME, 'Daniel Cho'), { AssigneeId: 8, RequesterId: ME }],
    ['someone else, on a third comment', comment(9, 'Priya Shah'), viewer(ME, 'Daniel Cho'), { AssigneeId: 8, RequesterId: ME }],
  ])('%s', (_case, c, v, parties) => {
    expect(prefillFromComment(c, owner, v)).toMatchObject({ ...parties, Title: 'Please share the numbers', CommentId: 5 });
  });

  it('makes nothing for an observer', () => {
    expect(prefillFromComment(comment(ME, 'Daniel Cho'), owner, viewer(20, 'Victor Obi', 'observer'))).toBeNull();
  });
});
