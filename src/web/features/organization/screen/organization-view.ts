import type { RoleName } from '../../../../contract/people';

export type OrgTab = 'chart' | 'directory';

export const tabOf = (params: URLSearchParams): OrgTab => (params.get('tab') === 'directory' ? 'directory' : 'chart');

/**
 * Whom the chart centres on: the person in the address, else oneself; an observer is not on the chart, so
 * without an id they see it from the top.
 */
export function focusOf(userId: string | undefined, viewer: { Id: number; RoleName: RoleName }): number | null {
  const id = Number(userId);
  if (userId !== undefined && Number.isInteger(id) && id > 0) return id;
  return viewer.RoleName === 'observer' ? null : viewer.Id;
}
