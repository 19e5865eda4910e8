import { Empty, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { useSignedInSession } from '../../../shared/session';
import { likelihoodColor, likelihoodLabel, qualityColor, qualityLabel } from '../../../components/scale-colors';
import { canAddComment, commentsOn } from './comment-rules';
import { CommentThread, formatWhen } from './comment-thread';
import { GoalResults } from './goal-results';
import { statusesNewestFirst, transitionColor, transitionDetail, transitionLabel, transitionsInOrder } from './history-items';
import { ScaleRow } from './week-status-panel';
import { weekRange } from './timeline-cells';
import { useSectionLevel } from './section-level';

/** Everything that happened to the goal: its history, its weekly statuses and its results, with their comments. */
export function HistoryTab({ info }: { info: GoalInfo }) {
  const { t } = useTranslation('goalDetail');
  const { Profile } = useSignedInSession();
  const goal = info.Goal;
  const mayComment = (type: Parameters<typeof canAddComment>[2]) => canAddComment(Profile, goal, type);
  const statuses = statusesNewestFirst(info.GoalStatuses);

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Section title={t('history.title')}>
        <Timeline
          items={transitionsInOrder(info.GoalTransitions).map((entry) => ({
            key: entry.Id,
            color: transitionColor(entry),
            content: (
              <div style={{ display: 'grid', gap: 6 }}>
                <div>
                  <Typography.Text strong>{transitionLabel(entry, goal.User.Id, t)}</Typography.Text>
                  <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.6)' }}>
                    {entry.UserName} · {formatWhen(entry.CreatedAt)}
                  </div>
                  {transitionDetail(entry, t) && <div style={{ fontSize: 13 }}>{transitionDetail(entry, t)}</div>}
                </div>
                <CommentThread
                  comments={commentsOn(info.GoalStatusComments, 'StateTransition', entry.Id)}
                  target={
                    entry.ActionType === null && entry.FromState !== null && mayComment('StateTransition')
                      ? { type: 'StateTransition', id: entry.Id }
                      : undefined
                  }
                />
              </div>
            ),
          }))}
        />
      </Section>
      <Section title={t('history.weeklyStatuses')}>
        {statuses.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.noStatus')} />
        ) : (
          <div style={{ display: 'grid', gap: 12 }}>
            {statuses.map((s) => (
              <div key={s.Id} style={{ border: '1px solid #F0F0F0', borderRadius: 8, padding: 12, display: 'grid', gap: 6 }}>
                <div>
                  <Typography.Text strong>{t('week.title', { week: s.GoalPeriodWeek.Week })}</Typography.Text>
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 13 }}>
                    {weekRange(s.GoalPeriodWeek.StartDate, s.GoalPeriodWeek.EndDate)}
                  </Typography.Text>
                </div>
                <ScaleRow
                  name={t('scale.likelihood')}
                  color={likelihoodColor(s.Likelihood)}
                  label={likelihoodLabel(s.Likelihood)}
                  delta={s.LikelihoodDelta}
                />
                <ScaleRow
                  name={t('scale.quality')}
                  color={qualityColor(s.Quality)}
                  label={qualityLabel(s.Quality)}
                  delta={s.QualityDelta}
                />
                <CommentThread
                  comments={commentsOn(info.GoalStatusComments, 'GoalStatus', s.Id)}
                  target={mayComment('GoalStatus') ? { type: 'GoalStatus', id: s.Id } : undefined}
                />
              </div>
            ))}
          </div>
        )}
      </Section>
      {(info.GoalResult || info.GoalManagerResult) && (
        <Section title={t('history.results')}>
          <GoalResults info={info} withComments />
        </Section>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const level = useSectionLevel();
  return (
    <section>
      <Typography.Title level={level} style={{ fontSize: 16, margin: '0 0 12px' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
