import type { TFunction } from 'i18next';
import type { DIRECTORY_SORTS as ContractSorts, DirectoryRequest } from '../../../../contract/organization';
import type { RoleName, UserStatus } from '../../../../contract/people';
import { canSeeObservers, type ViewerFacts } from '../../../../domain/people/permissions';
import { DEFAULT_DEPARTMENT } from '../../../../domain/people/profile-rules';
import { ROLE_NAMES } from '../../../../domain/roles';
import { numberText } from '../../../shared/numbers';

export type DirectorySort = (typeof ContractSorts)[number];
// The contract's list, written out: importing the value would pull zod into the page. The two types below fail
// to compile if the lists ever differ.
export const DIRECTORY_SORTS = ['Name', 'JobTitle', 'OrgUnit', 'RoleName', 'Manager', 'Status'] as const satisfies readonly DirectorySort[];
type Missing = Exclude<DirectorySort, (typeof DIRECTORY_SORTS)[number]>;
export const sortsComplete: [Missing] extends [never] ? true : never = true;
export const PAGE_SIZES = [20, 50, 100] as const;
export const STATUSES: readonly UserStatus[] = ['Active', 'Invited', 'Deactivated'];
/** What the directory shows until someone picks statuses (the server's default too). */
export const DEFAULT_STATUSES: readonly UserStatus[] = ['Active', 'Invited'];

export type Option<T extends string> = { value: T; label: string };

/** Roles to filter by: the observer choice only for the CEO and org admins (spec 001 §6). Shown by their names (`roles.…`). */
export function roleFilterChoices(viewer: ViewerFacts): RoleName[] {
  return ROLE_NAMES.filter((role) => role !== 'observer' || canSeeObservers(viewer));
}

/** Departments in use, with the default one that people without a department belong to, by name. */
export function departmentOptions(departments: readonly string[]): Option<string>[] {
  const names = new Set(departments.map((d) => d.trim()).filter(Boolean));
  names.add(DEFAULT_DEPARTMENT);
  return [...names].sort((a, b) => a.localeCompare(b)).map((name) => ({ value: name, label: name }));
}

/** The directory's state as it lives in the address bar, so Back, reload and shared links keep it. */
export type DirectoryView = {
  search: string;
  depts: string[];
  roles: RoleName[];
  statuses: UserStatus[];
  sort: DirectorySort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Reads the view from the query string; anything unknown or not allowed for this viewer is dropped. */
export function directoryViewOf(params: URLSearchParams, viewer: ViewerFacts): DirectoryView {
  const allowedRoles = roleFilterChoices(viewer);
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const statuses = params.getAll('status').filter((s): s is UserStatus => isOneOf(STATUSES, s));
  const sort = params.get('sort');
  return {
    search: (params.get('q') ?? '').slice(0, 255),
    depts: params.getAll('dept').filter(Boolean).slice(0, 50),
    roles: params.getAll('role').filter((r): r is RoleName => isOneOf(allowedRoles, r)),
    statuses: statuses.length > 0 ? statuses : [...DEFAULT_STATUSES],
    sort: isOneOf(DIRECTORY_SORTS, sort) ? sort : 'Name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

/** Writes the view into a query string, leaving defaults out; other parameters (the tab) are kept. */
export function withDirectoryView(params: URLSearchParams, view: DirectoryView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['q', 'dept', 'role', 'status', 'sort', 'order', 'page', 'size']) next.delete(key);
  if (view.search.trim()) next.set('q', view.search.trim());
  for (const d of view.depts) next.append('dept', d);
  for (const r of view.roles) next.append('role', r);
  const defaultStatuses = view.statuses.length === DEFAULT_STATUSES.length && DEFAULT_STATUSES.every((s) => view.statuses.includes(s));
  if (!defaultStatuses) for (const s of view.statuses) next.append('status', s);
  if (view.sort !== 'Name') next.set('sort', view.sort);
  if (view.order !== 'asc') next.set('order', view.order);
  if (view.page > 1) next.set('page', String(view.page));
  if (view.pageSize !== PAGE_SIZES[0]) next.set('size', String(view.pageSize));
  return next;
}

/** A change of search, filters or sort starts again at page 1; paging keeps everything else. */
export function changed(view: DirectoryView, change: Partial<Omit<DirectoryView, 'page'>>): DirectoryView {
  return { ...view, ...change, page: 1 };
}

export const isFiltered = (view: DirectoryView) =>
  view.search.trim() !== '' ||
  view.depts.length > 0 ||
  view.roles.length > 0 ||
  !(view.statuses.length === DEFAULT_STATUSES.length && DEFAULT_STATUSES.every((s) => view.statuses.includes(s)));

export const clearedFilters = (view: DirectoryView): DirectoryView =>
  changed(view, { search: '', depts: [], roles: [], statuses: [...DEFAULT_STATUSES] });

/** The call for a view. */
export function directoryRequestOf(view: DirectoryView): DirectoryRequest {
  return {
    Page: view.page,
    PageSize: view.pageSize,
    Search: view.search.trim() || undefined,
    Depts: view.depts.length > 0 ? view.depts : undefined,
    Roles: view.roles.length > 0 ? view.roles : undefined,
    Statuses: view.statuses,
    Sort: view.sort,
    SortOrder: view.order,
  };
}

/** "21–40 of 10,000", in the language shown. */
export function rangeText(t: TFunction<'organization'>, page: number, pageSize: number, total: number): string {
  if (total === 0) return t('directory.noPeople');
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return t('directory.range', { from: numberText(from), to: numberText(to), total: numberText(total) });
}
