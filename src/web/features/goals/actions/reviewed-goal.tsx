import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { GoalInfo } from '../../../../contract/goals';
import { PersonAvatar } from '../../../components/person-avatar';
import { ViewMoreText } from '../../../components/view-more-text';
import { goalWording } from '../components/goal-wording';
import type { EditChange } from './edit-changes';
import { ProposalSummary } from '../../key-results';

const pre = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * What a reviewer is asked about: the goal as it stands (title, measurement or key results, description,
 * parent and owner) and a link to open it; for an edit, each proposed field beside its current text.
 */
export function ReviewedGoal({ info, changes = [], onOpen }: { info: GoalInfo; changes?: EditChange[]; onOpen?: () => void }) {
  const { t } = useTranslation('goalDetail');
  const goal = info.Goal;
  const words = goalWording(goal.GoalType);
  // On the goal's own page the link would lead nowhere new.
  const onGoalPage = useLocation().pathname === `/v3/goals/${goal.Id}`;
  const owner = (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <PersonAvatar name={goal.User.Name} src={goal.User.Avatar} size={24} />
      {goal.User.Name}
    </span>
  );
  const items = [
    { key: 'title', label: words.title, children: <span style={pre}>{goal.GoalDetail.Title}</span> },
    { key: 'measurement', label: words.measurement, children: <ViewMoreText text={goal.GoalDetail.Measurement} /> },
    {
      key: 'description',
      label: words.description,
      children: goal.GoalDetail.Description ? <ViewMoreText text={goal.GoalDetail.Description} /> : '—',
    },
    { key: 'parent', label: t('reviewedGoal.parentGoal'), children: info.ParentGoal?.Title ?? t('reviewedGoal.none') },
    { key: 'owner', label: t('reviewedGoal.owner'), children: owner },
  ];
  return (
    <section aria-label={t('reviewedGoal.label')} style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      <Descriptions size="small" column={1} bordered items={items} />
      {changes.length > 0 && (
        <table aria-label={t('reviewedGoal.changes')} style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <thead>
            <tr>
              {[t('reviewedGoal.field'), t('reviewedGoal.current'), t('reviewedGoal.proposed')].map((h) => (
                <th key={h} scope="col" style={{ textAlign: 'start', padding: '6px 8px', background: '#FAFAFA', fontWeight: 500 }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.label} style={{ borderTop: '1px solid #F0F0F0', verticalAlign: 'top' }}>
                <th scope="row" style={{ textAlign: 'start', padding: '6px 8px', fontWeight: 500 }}>
                  {c.label}
                </th>
                <td style={{ ...pre, padding: '6px 8px', color: 'rgba(0, 0, 0, 0.55)' }}>{c.from}</td>
                <td style={{ ...pre, padding: '6px 8px' }}>{c.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ProposalSummary goalId={goal.Id} enabled={info.GoalEdits.some((e) => e.State === 'review')} />
      {!onGoalPage && (
        <Typography.Text>
          <Link to={`/v3/goals/${goal.Id}`} onClick={onOpen}>
            {t('reviewedGoal.openGoal')}
          </Link>
        </Typography.Text>
      )}
    </section>
  );
}
