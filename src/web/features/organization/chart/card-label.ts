import type { OrgNode } from '../../../../contract/organization';
import { DEFAULT_DEPARTMENT } from '../../../../domain/people/profile-rules';

type Card = Pick<OrgNode, 'Name' | 'JobTitle' | 'OrgUnit' | 'Status' | 'ChildCount'>;

/** The department a card shows: a person outside every department is in the company's default one. */
export const departmentOf = (node: Pick<OrgNode, 'OrgUnit'>): string => node.OrgUnit || DEFAULT_DEPARTMENT;

const reportsText = (n: number) => `${n} direct ${n === 1 ? 'report' : 'reports'}`;

/**
 * A card's accessible name: every word the card shows, in the order it shows them (WCAG 2.5.3, label in name),
 * starting with the person's name so a screen reader user hears who it is first.
 */
export function cardLabel(node: Card, isYou: boolean): string {
  return [
    `${node.Name}${isYou ? ' (You)' : ''}`,
    node.JobTitle,
    departmentOf(node),
    node.Status !== 'Active' ? node.Status : null,
    node.ChildCount > 0 ? reportsText(node.ChildCount) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What the pill under a card says to assistive technology. */
export const toggleLabel = (node: Pick<OrgNode, 'Name' | 'ChildCount'>, expanded: boolean): string =>
  `${expanded ? 'Hide' : 'Show'} ${reportsText(node.ChildCount)} of ${node.Name}`;
