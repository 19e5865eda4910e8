import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { useSignedInSession } from '../../../shared/session';
import { useStatusComments } from '../api/get-goal-info';
import { likelihoodLabel, qualityLabel } from '../../../components/scale-colors';
import { canAddComment } from './comment-rules';
import { CommentThread } from './comment-thread';
import { deltaOf, weekRange, type TimelineCell } from './timeline-cells';

/** One week of the timeline: its likelihood and quality with how they moved, and its comments. */
export function WeekStatusPanel({ cell, info }: { cell: TimelineCell; info: GoalInfo }) {
  const { t } = useTranslation('goalDetail');
  const { Profile } = useSignedInSession();
  const status = cell.status;
  return (
    <div style={{ display: 'grid', gap: 10 }}>
      <div>
        <Typography.Text strong>{t('week.title', { week: cell.week })}</Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 13 }}>
          {weekRange(cell.startDate, cell.endDate)}
        </Typography.Text>
      </div>
      {status ? (
        <>
          <ScaleRow
            name={t('scale.likelihood')}
            color={cell.likelihoodColor}
            label={likelihoodLabel(status.Likelihood)}
            delta={status.LikelihoodDelta}
          />
          <ScaleRow name={t('scale.quality')} color={cell.qualityColor} label={qualityLabel(status.Quality)} delta={status.QualityDelta} />
          <StatusComments statusId={status.Id} target={canAddComment(Profile, info.Goal, 'GoalStatus') ? status.Id : undefined} />
        </>
      ) : (
        <Typography.Text type="secondary">
          {t(cell.isFuture ? 'week.notStarted' : 'week.noStatus')}
          {cell.isOpen && info.Permissions.Update && ` ${t('week.useUpdate')}`}
        </Typography.Text>
      )}
    </div>
  );
}

export function ScaleRow({ name, color, label, delta }: { name: string; color: string; label: string; delta: number | null }) {
  const move = deltaOf(delta);
  const Icon = move?.direction === 'up' ? ArrowUpOutlined : move?.direction === 'down' ? ArrowDownOutlined : MinusOutlined;
  const tone = move?.direction === 'up' ? '#2E7D32' : move?.direction === 'down' ? '#C62828' : 'rgba(0,0,0,0.55)';
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '76px 1fr', alignItems: 'center', rowGap: 2 }}>
      <Typography.Text type="secondary">{name}</Typography.Text>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: color }} />
        <Typography.Text strong>{label}</Typography.Text>
      </span>
      {move && (
        <span style={{ gridColumn: 2, fontSize: 12, color: tone, display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <Icon aria-hidden /> {move.text}
        </span>
      )}
    </div>
  );
}

function StatusComments({ statusId, target }: { statusId: number; target?: number }) {
  const { t } = useTranslation('goalDetail');
  const comments = useStatusComments(statusId);
  if (comments.isPending) return <Spin size="small" />;
  if (comments.data === undefined) return <Alert type="error" showIcon title={comments.error?.message} />;
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <Typography.Text type="secondary">{t(comments.data.length === 0 ? 'week.noComments' : 'week.comments')}</Typography.Text>
      <div style={{ maxHeight: 260, overflowY: 'auto' }}>
        <CommentThread comments={comments.data} target={target ? { type: 'GoalStatus', id: target } : undefined} />
      </div>
    </div>
  );
}
