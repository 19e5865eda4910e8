import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoalInfo, GoalLink } from '../../../../contract/goals';
import { useGoalLink } from './use-goal-link';

/**
 * The goal's other quarters (decision 073): the goal it was copied from and its copies in later quarters, each a link
 * with its quarter. The server answers only those the viewer may see.
 */
export function ContinuationLinks({ info }: { info: Pick<GoalInfo, 'ContinuedFrom' | 'ContinuedIn'> }) {
  const { t } = useTranslation('goalDetail');
  const goalLink = useGoalLink();
  const line = (label: string, link: GoalLink) => (
    <li key={`${label}-${link.Id}`}>
      <Typography.Text type="secondary">{label} </Typography.Text>
      <Link to={goalLink(link.Id)}>{link.Title}</Link>
      <Typography.Text type="secondary"> ({link.Quarter})</Typography.Text>
    </li>
  );
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {info.ContinuedFrom && line(t('details.continuedFrom'), info.ContinuedFrom)}
      {info.ContinuedIn.map((link) => line(t('details.continuedIn'), link))}
    </ul>
  );
}
