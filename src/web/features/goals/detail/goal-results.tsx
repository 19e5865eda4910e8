import { Card, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import type { GoalInfo, GoalResult } from '../../../../contract/goals';
import { PercentCircle } from '../../../components/percent-circle';
import { ViewMoreText } from '../../../components/view-more-text';
import { useSignedInSession } from '../../../shared/session';
import { qualityLabel } from '../../../components/scale-colors';
import { canAddComment, commentsOn } from './comment-rules';
import { CommentThread, formatWhen } from './comment-thread';

type Side = { key: 'OwnerGoalResult' | 'ManagerGoalResult'; title: string; result: GoalResult };

/** The owner's result and the manager's review, each as a card; with comments when asked. */
export function GoalResults({ info, withComments = false }: { info: GoalInfo; withComments?: boolean }) {
  const { t } = useTranslation('goalDetail');
  const { Profile } = useSignedInSession();
  const sides: Side[] = [];
  if (info.GoalResult) sides.push({ key: 'OwnerGoalResult', title: t('results.owner'), result: info.GoalResult });
  if (info.GoalManagerResult) sides.push({ key: 'ManagerGoalResult', title: t('results.manager'), result: info.GoalManagerResult });
  if (sides.length === 0) return null;
  const percent = info.Goal.GoalType === 'ObjectiveResult';

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
      {sides.map(({ key, title, result }) => (
        <Card
          key={key}
          size="small"
          title={title}
          extra={<Typography.Text type="secondary">{formatWhen(result.UpdatedAt)}</Typography.Text>}
        >
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
            {percent && <PercentCircle percent={result.ObjectiveResult} />}
            <div style={{ display: 'grid', gap: 4, minWidth: 0 }}>
              {!percent && (
                <Typography.Text>
                  <Trans
                    t={t}
                    i18nKey="results.completed"
                    values={{ answer: t(result.Completed ? 'answer.yes' : 'answer.no') }}
                    components={{ b: <strong /> }}
                  />
                </Typography.Text>
              )}
              {!percent && result.Quality !== null && (
                <Typography.Text>
                  <Trans
                    t={t}
                    i18nKey="results.quality"
                    values={{ quality: qualityLabel(result.Quality) }}
                    components={{ b: <strong /> }}
                  />
                </Typography.Text>
              )}
              <ViewMoreText text={(key === 'OwnerGoalResult' ? result.Outcome : result.Feedback) ?? ''} />
            </div>
          </div>
          {withComments && (
            <div style={{ marginTop: 10 }}>
              <CommentThread
                comments={commentsOn(info.GoalStatusComments, key, info.Goal.Id)}
                target={canAddComment(Profile, info.Goal, key) ? { type: key, id: info.Goal.Id } : undefined}
              />
            </div>
          )}
        </Card>
      ))}
    </div>
  );
}
