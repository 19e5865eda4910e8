import { Alert, Spin, Tag, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Goal, GoalStatus } from '../../../../contract/goals';
import { useChildGoals } from '../api/get-goal-info';
import { likelihoodColor, qualityColor } from '../../../components/scale-colors';
import { recentStatusesByGoal } from './child-goals';
import { PersonAvatar } from '../../../components/person-avatar';
import { goalTags } from '../components/goal-tags';
import { useGoalLink } from './use-goal-link';
import { useSectionLevel } from './section-level';
import { levelText } from '../../../components/level-words';
import { useWiderThan } from '../../../shared/use-wider-than';

type OverviewTabProps = {
  goalId: number;
  /** The sub-goal's own detail; handed in so this tab and the detail do not import each other. */
  renderSubGoal: (goalId: number) => ReactNode;
};

/** The goals aligned to this one with their latest statuses; a click shows one in a side drawer. */
export function OverviewTab({ goalId, renderSubGoal }: OverviewTabProps) {
  const { t } = useTranslation('goalDetail');
  const children = useChildGoals(goalId);
  const [shown, setShown] = useState<Goal | null>(null);
  const wide = useWiderThan('md');
  const goalLink = useGoalLink();
  const level = useSectionLevel();

  if (children.isPending) return <Spin />;
  if (children.data === undefined) return <Alert type="error" showIcon title={children.error?.message} />;
  const recent = recentStatusesByGoal(children.data.GoalStatuses);
  // The goal counts every aligned goal; someone who may see none of them gets a sentence, not '(0)'.
  if (children.data.Goals.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('overview.noneVisible')}
      </Typography.Paragraph>
    );
  }

  return (
    <>
      <Typography.Title level={level} style={{ fontSize: 16, margin: '0 0 12px' }}>
        {t('overview.title', { number: children.data.Goals.length })}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {children.data.Goals.map((child) => (
          <li key={child.Id}>
            <ChildRow goal={child} statuses={recent.get(child.Id) ?? []} onOpen={() => setShown(child)} />
          </li>
        ))}
      </ul>
      <Drawer
        open={shown !== null}
        onClose={() => setShown(null)}
        size={wide ? 720 : '100%'}
        destroyOnHidden
        title={t('overview.drawerTitle')}
        extra={shown && <Link to={goalLink(shown.Id)}>{t('overview.openGoal')}</Link>}
      >
        {shown && renderSubGoal(shown.Id)}
      </Drawer>
    </>
  );
}

function ChildRow({ goal, statuses, onOpen }: { goal: Goal; statuses: GoalStatus[]; onOpen: () => void }) {
  const { t } = useTranslation('goalDetail');
  const latest = statuses.at(-1);
  return (
    <button
      type="button"
      onClick={onOpen}
      style={{
        width: '100%',
        textAlign: 'start',
        cursor: 'pointer',
        background: '#fff',
        border: '1px solid #F0F0F0',
        borderRadius: 8,
        padding: 12,
        display: 'grid',
        gap: 6,
        font: 'inherit',
      }}
    >
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {goal.GoalDetail.Title}
      </Typography.Text>
      <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
        <PersonAvatar name={goal.User.Name} src={goal.User.Avatar} size={20} />
        <Typography.Text type="secondary">{goal.User.Name}</Typography.Text>
        {goalTags(goal.State, goal.Badges).map((tag) => (
          <Tag key={tag.text} color={tag.color} style={{ marginInlineEnd: 0 }}>
            {tag.text}
          </Tag>
        ))}
      </span>
      <span style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <span style={{ display: 'inline-flex', gap: 2 }} aria-hidden>
          {statuses.map((s) => (
            <span key={s.Id} style={{ display: 'grid', gridTemplateRows: '12px 5px', gap: 1, width: 14 }}>
              <span style={{ background: likelihoodColor(s.Likelihood), borderRadius: '2px 2px 0 0' }} />
              <span style={{ background: qualityColor(s.Quality), borderRadius: '0 0 2px 2px' }} />
            </span>
          ))}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {latest
            ? t('overview.latestStatus', {
                week: latest.GoalPeriodWeek.Week,
                likelihood: levelText('likelihood', latest.Likelihood),
                quality: levelText('quality', latest.Quality),
              })
            : t('overview.noStatus')}
        </Typography.Text>
      </span>
    </button>
  );
}
