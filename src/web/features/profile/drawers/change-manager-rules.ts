import type { ManagerChoice } from '../../../../contract/profile';
import { DEFAULT_DEPARTMENT } from '../../../../domain/people/profile-rules';

/** Every word of the search appears in the name, job title, department or email (any case, any accents). */
export function matchesManager(m: ManagerChoice, search: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const haystack = fold([m.Name, m.JobTitle ?? '', m.OrgUnit ?? DEFAULT_DEPARTMENT, m.Email].join(' '));
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
