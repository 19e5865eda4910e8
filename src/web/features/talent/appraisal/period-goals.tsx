import { Empty, List, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { levelText } from '../../../../domain/goals/levels';
import { useTalentGoals } from '../api/talent-api';

const outcomeText = (o: number | null) =>
  o === null ? 'Not finalized' : o >= 1 ? 'Achieved' : o <= 0 ? 'Not achieved' : `${Math.round(o * 100)}%`;
const outcomeColour = (o: number | null) => (o === null ? 'default' : o >= 1 ? 'green' : o <= 0 ? 'red' : 'gold');

/** Beside the appraisal: the person's goals of the quarter, their last likelihood, and how well they foretold them. */
export function PeriodGoals({ userId, periodId }: { userId: number; periodId: number }) {
  const goals = useTalentGoals(userId, periodId);
  if (goals.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (goals.isError) return <Typography.Text type="secondary">The goals could not be loaded.</Typography.Text>;
  const { Goals, GoalStatuses, Accuracy } = goals.data;
  const last = (goalId: number) => GoalStatuses.filter((s) => s.GoalId === goalId).at(-1);
  return (
    <section aria-labelledby="period-goals-heading">
      <Typography.Title level={3} id="period-goals-heading" style={{ fontSize: 16 }}>
        Goals this quarter
      </Typography.Title>
      {Goals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No goals in this quarter." />
      ) : (
        <List
          size="small"
          dataSource={Goals}
          renderItem={(g) => {
            const s = last(g.Id);
            const brier = Accuracy.Goals.find((a) => a.GoalId === g.Id)?.Brier ?? null;
            return (
              <List.Item style={{ display: 'block', paddingInline: 0 }}>
                <Typography.Text strong>{g.Title}</Typography.Text>
                <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 4 }}>
                  <Tag color={outcomeColour(g.Outcome)}>{outcomeText(g.Outcome)}</Tag>
                  {s && (
                    <Tag>
                      Last likelihood: {levelText('likelihood', s.Likelihood)} (week {s.Week})
                    </Tag>
                  )}
                  {brier !== null && (
                    <Tooltip title="Brier score of this goal's weekly likelihoods: 0 is perfect, 1 always wrong.">
                      <Tag>Forecast score {brier.toFixed(2)}</Tag>
                    </Tooltip>
                  )}
                </div>
              </List.Item>
            );
          }}
        />
      )}
      <Typography.Title level={4} style={{ fontSize: 14, marginTop: 16 }}>
        Prediction accuracy{Accuracy.Brier !== null && `: ${Accuracy.Brier.toFixed(2)}`}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {Accuracy.Explanation}
      </Typography.Paragraph>
    </section>
  );
}
