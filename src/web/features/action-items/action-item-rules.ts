import type { TFunction } from 'i18next';
import type { ActionItem, ActionItemQuery, ActionItemSave, ActionItemSource } from '../../../contract/action-items';
import type { Language } from '../../../domain/languages';
import {
  ACTION_ITEM_TITLE_MAX,
  decideParties,
  REQUESTER_IS_YOU,
  type ActionItemSort,
  type ActionItemTab,
} from '../../../domain/action-items/action-item-rules';

// Spec 001 §2 Action Items page, §5 Action item, §9: page size 20, DueDate ascending, In Progress first.
export const PAGE_SIZE = 20;
// REQUESTER_IS_YOU: the server's English refusal, which the catalogue's English (drawer.requesterIsYou) repeats.
export { ACTION_ITEM_TITLE_MAX, REQUESTER_IS_YOU };

type T = TFunction<'actionItems'>;

/** antd's DatePicker format of a deadline, as the language writes a day (the spec's MM/DD/YYYY in English); the wire carries YYYY-MM-DD. */
const DEADLINE_FORMATS: Record<Language, string> = { en: 'MM/DD/YYYY', de: 'DD.MM.YYYY' };
export const deadlineFormat = (language: string): string => DEADLINE_FORMATS[language as Language] ?? DEADLINE_FORMATS.en;

/** The tabs, each named by `page.tab.<tab>` in the catalogue. */
export type ItemsTab = 'inprogress' | 'completed';

/** The tab of the address (?tab=completed); In Progress otherwise. */
export const tabOf = (param: string | null): ItemsTab => (param === 'completed' ? 'completed' : 'inprogress');

/** MarkComplete/{id}/{tab} names the tab the item is on: 1 In Progress completes it, 2 Completed reopens it. */
export const markTabOf = (item: Pick<ActionItem, 'IsCompleted'>): ActionItemTab => (item.IsCompleted ? 2 : 1);

/** What the page asks for: one tab, one page, a sort and the filters. */
export type ItemsView = {
  tab: ItemsTab;
  page: number;
  sort: ActionItemSort;
  order: 'asc' | 'desc';
  assignees: number[];
  requesters: number[];
  title: string;
};

export const DEFAULT_VIEW: ItemsView = {
  tab: 'inprogress',
  page: 1,
  sort: 'DueDate',
  order: 'asc',
  assignees: [],
  requesters: [],
  title: '',
};

/** A change of anything but the page starts again at page 1. */
export const changed = (view: ItemsView, change: Partial<Omit<ItemsView, 'page'>>): ItemsView => ({ ...view, ...change, page: 1 });

/** The body of POST /actionitem/Get for a view. */
export function listQuery(view: ItemsView): ActionItemQuery {
  return {
    Page: view.page,
    PageSize: PAGE_SIZE,
    SortBy: view.sort,
    SortOrder: view.order,
    IsCompleted: view.tab === 'completed',
    Filters: { AssigneeId: view.assignees, RequesterId: view.requesters, Title: view.title.trim() },
  };
}

/** The header's count: open items assigned to the viewer (one row is enough to read `count`). */
export const openCountQuery = (me: number): ActionItemQuery => ({
  Page: 1,
  PageSize: 1,
  IsCompleted: false,
  Filters: { AssigneeId: [me] },
});

const SORTABLE: readonly ActionItemSort[] = ['Title', 'DueDate', 'Assignee', 'Requester'];

/** A table's sorter (column key and 'ascend' / 'descend' / none) as the list's sort; no order goes back to the default. */
export function sortOfColumn(columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): Pick<ItemsView, 'sort' | 'order'> {
  if (!order || !SORTABLE.includes(columnKey as ActionItemSort)) return { sort: DEFAULT_VIEW.sort, order: DEFAULT_VIEW.order };
  return { sort: columnKey as ActionItemSort, order: order === 'descend' ? 'desc' : 'asc' };
}

/** The sort a column shows. */
export const columnOrder = (view: ItemsView, key: ActionItemSort) =>
  view.sort === key ? (view.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

/** The item an address names (?item=12), or null. */
export const itemIdOf = (param: string | null): number | null => (param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null);

/** The page of the list holding the item at `index` (0-based). */
export const pageOfIndex = (index: number) => Math.floor(index / PAGE_SIZE) + 1;

/** Where an item came from, as a link: the note's person's Notes tab, or the goal of the comment. */
export function sourceLink(
  source: ActionItemSource | null,
  people: Pick<ActionItem, 'Assignee' | 'Requester'>,
  t: T,
): { text: string; href: string } | null {
  if (!source) return null;
  if (source.Type === 'Comment') return source.GoalId ? { text: t('item.fromComment'), href: `/v3/goals/${source.GoalId}` } : null;
  if (!source.UserId) return null;
  // The note's person is nearly always the assignee; the answer names no one else.
  const name = [people.Assignee, people.Requester].find((p) => p.Id === source.UserId)?.Name;
  return { text: name ? t('item.fromNoteAbout', { name }) : t('item.fromNote'), href: `/v3/profile/${source.UserId}?tab=notes` };
}

/** The label of the header's link: the count of open items assigned to the viewer is part of its name. */
export const openCountLabel = (count: number, t: T) => (count > 0 ? t('link.labelOpen', { open: count }) : t('link.label'));

// ---------------------------------------------------------------------------------------------
// The Add/Edit drawer
// ---------------------------------------------------------------------------------------------

export type Person = { Id: number; Name: string };

/** What a drawer opens with when an item is made from something: a note or a goal's comment. */
export type ActionItemPrefill = {
  Title: string;
  AssigneeId: number;
  RequesterId: number;
  NoteId?: number;
  /** The note it is made from, named in the drawer for its author. */
  NoteTitle?: string;
  CommentId?: number;
  /** The people named above, so their names show before the people search answers. */
  people: Person[];
};

/** The form; DueDate is the picker's 'YYYY-MM-DD' (the drawer turns it into a date for the picker). */
export type ItemValues = { Title: string; DueDate: string | null; AssigneeId: number | null; RequesterId: number | null };

export function initialValues(me: number, from: { item?: ActionItem; prefill?: ActionItemPrefill }): ItemValues {
  const { item, prefill } = from;
  if (item) return { Title: item.Title, DueDate: item.DueDate, AssigneeId: item.AssigneeId, RequesterId: item.RequesterId };
  if (prefill) return { Title: prefill.Title, DueDate: null, AssigneeId: prefill.AssigneeId, RequesterId: prefill.RequesterId };
  // Spec 001 §5: the requester defaults to the current user.
  return { Title: '', DueDate: null, AssigneeId: null, RequesterId: me };
}

/** The names the people selects know before searching: the item's, the prefill's, and oneself. */
export function knownPeople(me: Person, from: { item?: ActionItem; prefill?: ActionItemPrefill }): Person[] {
  const all = [me, ...(from.item ? [from.item.Assignee, from.item.Requester] : []), ...(from.prefill?.people ?? [])];
  return [...new Map(all.map((p) => [p.Id, { Id: p.Id, Name: p.Name }])).values()];
}

export const hasItemChanges = (initial: ItemValues, values: Partial<ItemValues>) =>
  (values.Title ?? '').trim() !== initial.Title.trim() ||
  (values.DueDate ?? null) !== initial.DueDate ||
  (values.AssigneeId ?? null) !== initial.AssigneeId ||
  (values.RequesterId ?? null) !== initial.RequesterId;

/** The server's rule of who the requester may be (decideParties), said under Requester before saving. */
export const partiesError = (
  me: { id: number; managerId: number | null },
  assigneeId: number | null | undefined,
  requesterId: number | null | undefined,
  t: T,
): string | null => (assigneeId && requesterId && !decideParties(me, { assigneeId, requesterId }).ok ? t('drawer.requesterIsYou') : null);

export function savePayload(values: ItemValues, prefill?: ActionItemPrefill): ActionItemSave {
  return {
    Title: values.Title.trim(),
    DueDate: values.DueDate ?? '',
    AssigneeId: values.AssigneeId ?? 0,
    RequesterId: values.RequesterId ?? 0,
    ...(prefill?.NoteId ? { NoteId: prefill.NoteId } : {}),
    ...(prefill?.CommentId ? { CommentId: prefill.CommentId } : {}),
  };
}

/** A title made from free text: one line, at most 255 characters (cut at a word where one is near). */
export function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= ACTION_ITEM_TITLE_MAX) return line;
  const cut = line.slice(0, ACTION_ITEM_TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > ACTION_ITEM_TITLE_MAX - 40 ? cut.slice(0, space) : cut}…`;
}

/**
 * An item made from a private note: for the note's person, requested by the author. Its title is the author's to write
 * (issue 28): a note's title names a conversation ('Career talk'), an item's says what is to be done, and the assignee
 * reads only the item. The drawer names the note it came from.
 */
export const prefillFromNote = (note: { Id: number; Title: string }, person: Person, me: Person): ActionItemPrefill => ({
  Title: '',
  NoteTitle: titleFrom(note.Title),
  AssigneeId: person.Id,
  RequesterId: me.Id,
  NoteId: note.Id,
  people: [person, me],
});

/**
 * An item made from a goal's comment. The goal's owner asks the comment's author for nothing: they take it on
 * themselves, requested by the author. Anyone else asks the owner, as the requester. Observers make none.
 */
export function prefillFromComment(
  comment: { Id: number; Comment: string; UserId: number; Name: string },
  owner: Person,
  viewer: Person & { RoleName: string },
): ActionItemPrefill | null {
  if (viewer.RoleName === 'observer') return null;
  const me = { Id: viewer.Id, Name: viewer.Name };
  const author = { Id: comment.UserId, Name: comment.Name };
  const ownGoal = owner.Id === me.Id;
  const parties = ownGoal && author.Id !== me.Id ? { assignee: me, requester: author } : { assignee: owner, requester: me };
  return {
    Title: titleFrom(comment.Comment),
    AssigneeId: parties.assignee.Id,
    RequesterId: parties.requester.Id,
    CommentId: comment.Id,
    people: [parties.assignee, parties.requester],
  };
}
