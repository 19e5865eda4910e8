import type { TFunction } from 'i18next';
import type { OrgNode } from '../../../../contract/organization';
import { DEFAULT_DEPARTMENT } from '../../../../domain/people/profile-rules';

type Card = Pick<OrgNode, 'Name' | 'JobTitle' | 'OrgUnit' | 'Status' | 'ChildCount'>;

/** The department a card shows: a person outside every department is in the company's default one. */
export const departmentOf = (node: Pick<OrgNode, 'OrgUnit'>): string => node.OrgUnit || DEFAULT_DEPARTMENT;

/** '3 direct reports', in the language shown. */
export const reportsText = (t: TFunction<'organization'>, count: number) => t('card.directReports', { count });

/**
 * A card's accessible name: every word the card shows, in the order it shows them (WCAG 2.5.3, label in name),
 * starting with the person's name so a screen reader user hears who it is first.
 */
export function cardLabel(t: TFunction<'organization'>, node: Card, isYou: boolean): string {
  return [
    isYou ? t('card.you', { name: node.Name }) : node.Name,
    node.JobTitle,
    departmentOf(node),
    node.Status !== 'Active' ? t(`status.${node.Status}`) : null,
    node.ChildCount > 0 ? reportsText(t, node.ChildCount) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What the pill under a card says to assistive technology. */
export const toggleLabel = (t: TFunction<'organization'>, node: Pick<OrgNode, 'Name' | 'ChildCount'>, expanded: boolean): string =>
  t(expanded ? 'card.hide' : 'card.show', { reports: reportsText(t, node.ChildCount), name: node.Name });
