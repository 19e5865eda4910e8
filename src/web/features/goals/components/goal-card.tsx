import { LockOutlined } from '@ant-design/icons';
import { theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import type { Goal } from '../../../../contract/goals';
import { GoalBadges } from './goal-badges';
import { PersonAvatar } from '../../../components/person-avatar';
import { ProgressBar } from '../../../components/progress-bar';
import { StatusRow } from './status-row';

type GoalCardProps = { goal: Goal; to: To; selected: boolean; currentWeekStart: string | null; onOpen?: () => void };

/**
 * One goal in a list: title, owner, quarter, the compact status row, its progress when it has key results, and badges;
 * the whole card opens the goal.
 */
export function GoalCard({ goal, to, selected, currentWeekStart, onOpen }: GoalCardProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('goals');
  return (
    <Link
      to={to}
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      style={{
        display: 'flex',
        gap: 12,
        padding: '12px 14px',
        color: 'inherit',
        background: selected ? token.controlItemBgActive : token.colorBgContainer,
        border: `1px solid ${selected ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Tooltip title={goal.User.Name}>
        <span style={{ display: 'inline-flex', flexShrink: 0 }}>
          <PersonAvatar name={goal.User.Name} src={goal.User.Avatar} />
        </span>
      </Tooltip>
      <div style={{ minWidth: 0, flex: 1, display: 'grid', gap: 6 }}>
        <Typography.Text strong style={{ fontSize: 15, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {goal.Hidden && (
            <Tooltip title={t('card.privateGoal')}>
              <LockOutlined aria-label={t('card.private')} style={{ marginInlineEnd: 6, color: token.colorTextSecondary }} />
            </Tooltip>
          )}
          {goal.GoalDetail.Title}
        </Typography.Text>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {goal.User.Name} · {goal.Quarter}
          </Typography.Text>
          <StatusRow goal={goal} currentWeekStart={currentWeekStart} />
        </div>
        {goal.Progress !== null && <ProgressBar progress={goal.Progress} width={240} />}
        <GoalBadges state={goal.State} badges={goal.Badges} />
      </div>
    </Link>
  );
}
