import { LockOutlined } from '@ant-design/icons';
import { Tag, theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PredictionGoal } from '../../../../contract/predictions';
import type { ResultVerdict } from '../../../../domain/goals/badges';
import { PersonAvatar } from '../../../components/person-avatar';
import { ProgressBar } from '../../../components/progress-bar';
import { likelihoodColor, likelihoodLabel, qualityColor, qualityLabel } from '../../../components/scale-colors';
import { stateText } from '../../goals';
import { shortDay, verdictText } from '../prediction-rules';

type PredictionGoalCardProps = { goal: PredictionGoal; weekStart: string; verdict: ResultVerdict | undefined };

const VERDICT_COLORS: Record<ResultVerdict, string> = { Achieved: 'green', 'Not Achieved': 'red', 'In Dispute': 'orange' };

function Scale({ name, label, color }: { name: string; label: string; color: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 5, fontSize: 13 }}>
      <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: color }} />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {name}
      </Typography.Text>
      <Typography.Text style={{ fontSize: 13 }}>{label}</Typography.Text>
    </span>
  );
}

/** A goal below the matrix's goal: owner, level, state, the prediction that stood in the shown week and its progress now. */
export function PredictionGoalCard({ goal, weekStart, verdict }: PredictionGoalCardProps) {
  const { t } = useTranslation('predictions');
  const { token } = theme.useToken();
  const status = goal.Status;
  const older = status && status.StartDate.slice(0, 10) < weekStart.slice(0, 10);
  return (
    <Link
      to={`/v3/goals/${goal.Id}`}
      style={{
        display: 'flex',
        gap: 12,
        padding: '12px 14px',
        color: 'inherit',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <PersonAvatar name={goal.User.Name} src={goal.User.Avatar} />
      <div style={{ minWidth: 0, flex: 1, display: 'grid', gap: 6 }}>
        <Typography.Text strong style={{ fontSize: 15, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {goal.Hidden && (
            <Tooltip title={t('card.privateGoal')}>
              <LockOutlined aria-label={t('card.private')} style={{ marginInlineEnd: 6, color: token.colorTextSecondary }} />
            </Tooltip>
          )}
          {goal.Title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('card.ownerLevel', { name: goal.User.Name, level: goal.Level })}
        </Typography.Text>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 14px' }}>
          {status ? (
            <>
              <Scale name={t('card.likelihood')} label={likelihoodLabel(status.Likelihood)} color={likelihoodColor(status.Likelihood)} />
              <Scale name={t('card.quality')} label={qualityLabel(status.Quality)} color={qualityColor(status.Quality)} />
              {older && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('card.givenForWeek', { date: shortDay(status.StartDate) })}
                </Typography.Text>
              )}
            </>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('card.noPrediction')}
            </Typography.Text>
          )}
        </div>
        {goal.Progress !== null && (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
            <Typography.Text type="secondary" style={{ fontSize: 13, flexShrink: 0 }}>
              {t('card.progressNow')}
            </Typography.Text>
            <ProgressBar progress={goal.Progress} width={160} />
          </span>
        )}
        {(goal.State !== 'approved' || verdict) && (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
            {goal.State !== 'approved' && <Tag style={{ marginInlineEnd: 0 }}>{stateText(goal.State)}</Tag>}
            {verdict && (
              <Tag color={VERDICT_COLORS[verdict]} style={{ marginInlineEnd: 0 }}>
                {verdictText(verdict, t)}
              </Tag>
            )}
          </span>
        )}
      </div>
    </Link>
  );
}
