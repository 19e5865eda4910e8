import type { TFunction } from 'i18next';
import type { GoalOwner } from '../../../../contract/goals';
import type { GoalListFilter } from '../api/get-goals';

export type SearchOption = { key: string; label: string; hint?: string };
export type SearchGroups = { people: SearchOption[]; depts: SearchOption[]; title: SearchOption | null };

const MAX_PEOPLE = 8;
const MAX_DEPTS = 5;

/**
 * What the search box offers for the typed text: people whose name matches (the server's search), departments
 * (distinct OrgUnit of the goal owners) containing the text, and a title search. Chosen ones are not offered again;
 * an option's key is the chip key it becomes.
 */
export function searchOptions(
  typed: string,
  p: { matches: readonly GoalOwner[]; owners: readonly GoalOwner[]; filter: GoalListFilter },
  t: TFunction<'goals'>,
): SearchGroups {
  const text = typed.trim();
  if (!text) return { people: [], depts: [], title: null };
  const needle = text.toLocaleLowerCase();
  const chosenUsers = new Set(p.filter.Users ?? []);
  const chosenDepts = new Set((p.filter.Depts ?? []).map((d) => d.toLocaleLowerCase()));

  // The name filter again here, so results of the previous (shorter) text never show a non-match.
  const people = p.matches
    .filter((o) => !chosenUsers.has(o.Id) && o.Name.toLocaleLowerCase().includes(needle))
    .slice(0, MAX_PEOPLE)
    .map((o) => ({ key: `user:${o.Id}`, label: o.Name, hint: [o.JobTitle, o.OrgUnit].filter(Boolean).join(' · ') || undefined }));

  const units = new Map<string, string>();
  for (const o of [...p.owners, ...p.matches]) {
    const unit = o.OrgUnit?.trim();
    if (unit && !units.has(unit.toLocaleLowerCase())) units.set(unit.toLocaleLowerCase(), unit);
  }
  const depts = [...units.entries()]
    .filter(([lower]) => lower.includes(needle) && !chosenDepts.has(lower))
    .map(([, unit]) => unit)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, MAX_DEPTS)
    .map((unit) => ({ key: `dept:${unit}`, label: unit }));

  return { people, depts, title: { key: 'title', label: t('search.inTitles', { text }) } };
}
