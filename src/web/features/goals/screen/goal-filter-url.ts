import type { TFunction } from 'i18next';
import { GOAL_STATES, normalizeGoalState, type GoalState } from '../../../../domain/goals/states';
import type { GoalListFilter } from '../api/get-goals';
import { stateText } from '../components/goal-tags';
import { GOAL_FLAGS, SCOPE_PARAMS, flagLabel, likelihoodName, qualityName, type GoalScope } from './filter-fields';

// The goals screen keeps its whole view in the URL: the selected goal in the path
// (/v3/goals/{id}) and the filter in the query string, so a link or a reload shows the same view.

const MAX_TITLE = 255;
const MAX_USERS = 200;
const MAX_DEPTS = 50;

const unique = <T>(xs: readonly T[]) => [...new Set(xs)];
const orNone = <T>(xs: T[]) => (xs.length > 0 ? xs : undefined);
const isId = (v: string) => /^[1-9]\d{0,14}$/.test(v);
const levelsOf = (xs: readonly number[]) => unique(xs.filter((x) => Number.isInteger(x) && x >= 0 && x <= 4)).sort();
const statesOf = (xs: readonly string[]) => {
  const states = new Set(xs.map(normalizeGoalState).filter((s): s is GoalState => s !== null));
  return GOAL_STATES.filter((s) => states.has(s));
};

/** Drops empty lists, false flags and blank text (and duplicates), so equal views have equal filters and query keys. */
export function normalizeFilter(f: GoalListFilter): GoalListFilter {
  const title = f.Title?.trim().slice(0, MAX_TITLE);
  const out: GoalListFilter = {
    GoalSelectFilter: f.GoalSelectFilter,
    PeriodId: f.PeriodId && f.PeriodId > 0 ? f.PeriodId : undefined,
    Title: title || undefined,
    Users: orNone(
      unique(f.Users ?? [])
        .filter((id) => Number.isInteger(id) && id > 0)
        .slice(0, MAX_USERS),
    ),
    Depts: orNone(unique((f.Depts ?? []).map((d) => d.trim()).filter(Boolean)).slice(0, MAX_DEPTS)),
    GoalStates: orNone(statesOf(f.GoalStates ?? [])),
    Likelihood: orNone(levelsOf(f.Likelihood ?? [])),
    Quality: orNone(levelsOf(f.Quality ?? [])),
  };
  for (const { field } of GOAL_FLAGS) if (f[field] === true) out[field] = true;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as GoalListFilter;
}

const scopeOfParam = (value: string | null) => (Object.keys(SCOPE_PARAMS) as GoalScope[]).find((scope) => SCOPE_PARAMS[scope] === value);

/** The filter a query string asks for; anything unknown or malformed is ignored. */
export function parseFilter(params: URLSearchParams, defaultScope: GoalScope = 'MyGoals'): GoalListFilter {
  const quarter = params.get('quarter') ?? '';
  const filter: GoalListFilter = {
    GoalSelectFilter: scopeOfParam(params.get('scope')) ?? defaultScope,
    PeriodId: isId(quarter) ? Number(quarter) : undefined,
    Title: params.get('title') ?? undefined,
    Users: params.getAll('user').filter(isId).map(Number),
    Depts: params.getAll('dept'),
    GoalStates: params.getAll('state'),
    Likelihood: params
      .getAll('likelihood')
      .filter((v) => /^[0-4]$/.test(v))
      .map(Number),
    Quality: params
      .getAll('quality')
      .filter((v) => /^[0-4]$/.test(v))
      .map(Number),
  };
  for (const { field, param } of GOAL_FLAGS) if (['1', 'true'].includes(params.get(param) ?? '')) filter[field] = true;
  return normalizeFilter(filter);
}

/** The query string of a filter; the default scope and the current quarter (no PeriodId) are left out. */
export function toSearchParams(filter: GoalListFilter, defaultScope: GoalScope = 'MyGoals'): URLSearchParams {
  const f = normalizeFilter(filter);
  const params = new URLSearchParams();
  if (f.GoalSelectFilter !== defaultScope) params.set('scope', SCOPE_PARAMS[f.GoalSelectFilter]);
  if (f.PeriodId) params.set('quarter', String(f.PeriodId));
  if (f.Title) params.set('title', f.Title);
  f.Users?.forEach((id) => params.append('user', String(id)));
  f.Depts?.forEach((dept) => params.append('dept', dept));
  f.GoalStates?.forEach((state) => params.append('state', state));
  f.Likelihood?.forEach((level) => params.append('likelihood', String(level)));
  f.Quality?.forEach((level) => params.append('quality', String(level)));
  for (const { field, param } of GOAL_FLAGS) if (f[field]) params.set(param, '1');
  return params;
}

/** The screen's address for a filter and an optional selected goal. */
export function goalsHref(filter: GoalListFilter, goalId: number | null, defaultScope: GoalScope = 'MyGoals'): string {
  const query = toSearchParams(filter, defaultScope).toString();
  return `/v3/goals${goalId ? `/${goalId}` : ''}${query ? `?${query}` : ''}`;
}

/** The goal id of the path, or null for none or nonsense. */
export const parseGoalId = (value: string | undefined): number | null => (value && isId(value) ? Number(value) : null);

/** Picking a quarter; the current one is the default and so is not written down. */
export const withPeriod = (filter: GoalListFilter, periodId: number, currentPeriodId: number | null): GoalListFilter =>
  normalizeFilter({ ...filter, PeriodId: periodId === currentPeriodId ? undefined : periodId });

export type ChipKind = 'user' | 'dept' | 'title' | 'state' | 'likelihood' | 'quality' | 'flag';
export type FilterChip = { key: string; kind: ChipKind; label: string };

/** The removable chips of a filter (scope and quarter have their own selectors), named in the language shown. */
export function chipsOf(filter: GoalListFilter, userName: (id: number) => string | undefined, t: TFunction<'goals'>): FilterChip[] {
  const f = normalizeFilter(filter);
  const chip = (kind: ChipKind, value: string, label: string): FilterChip => ({ key: `${kind}:${value}`, kind, label });
  return [
    ...(f.Users ?? []).map((id) => chip('user', String(id), userName(id) ?? t('chips.person', { id }))),
    ...(f.Depts ?? []).map((dept) => chip('dept', dept, t('chips.department', { department: dept }))),
    ...(f.Title ? [chip('title', '', t('chips.title', { title: f.Title }))] : []),
    ...(f.GoalStates ?? []).map((s) => chip('state', s, stateText(s as GoalState, t))),
    ...(f.Likelihood ?? []).map((l) => chip('likelihood', String(l), t('chips.likelihood', { level: likelihoodName(l, t) }))),
    ...(f.Quality ?? []).map((q) => chip('quality', String(q), t('chips.quality', { level: qualityName(q, t) }))),
    ...GOAL_FLAGS.filter(({ field }) => f[field]).map(({ field, param }) => chip('flag', param, flagLabel(field, t))),
  ];
}

const splitKey = (key: string) => {
  const at = key.indexOf(':');
  return at < 0 ? { kind: key, value: '' } : { kind: key.slice(0, at), value: key.slice(at + 1) };
};

/** The filter without one chip's condition. */
export function removeChip(filter: GoalListFilter, key: string): GoalListFilter {
  const { kind, value } = splitKey(key);
  const f = { ...filter };
  if (kind === 'user') f.Users = f.Users?.filter((id) => String(id) !== value);
  if (kind === 'dept') f.Depts = f.Depts?.filter((d) => d !== value);
  if (kind === 'title') f.Title = undefined;
  if (kind === 'state') f.GoalStates = f.GoalStates?.filter((s) => s !== value);
  if (kind === 'likelihood') f.Likelihood = f.Likelihood?.filter((l) => String(l) !== value);
  if (kind === 'quality') f.Quality = f.Quality?.filter((q) => String(q) !== value);
  if (kind === 'flag') {
    const flag = GOAL_FLAGS.find((g) => g.param === value);
    if (flag) f[flag.field] = undefined;
  }
  return normalizeFilter(f);
}

/** A search-box choice ('user:12', 'dept:Sales' or 'title' with the typed text) added to the filter. */
export function addChoice(filter: GoalListFilter, key: string, text = ''): GoalListFilter {
  const { kind, value } = splitKey(key);
  if (kind === 'user' && isId(value)) return normalizeFilter({ ...filter, Users: [...(filter.Users ?? []), Number(value)] });
  if (kind === 'dept') return normalizeFilter({ ...filter, Depts: [...(filter.Depts ?? []), value] });
  if (kind === 'title') return normalizeFilter({ ...filter, Title: text });
  return normalizeFilter(filter);
}

/** Every chip removed; scope and quarter stay. */
export const clearChips = (filter: GoalListFilter): GoalListFilter =>
  normalizeFilter({ GoalSelectFilter: filter.GoalSelectFilter, PeriodId: filter.PeriodId });
