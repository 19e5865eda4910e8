import { Empty, List, Skeleton, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LEVEL_COUNT, LEVEL_KEYS, levelNumber } from '../../../../domain/goals/levels';
import { fixedText, percentText } from '../../../shared/numbers';
import { useTalentGoals } from '../api/talent-api';

const outcomeText = (o: number | null, t: TFunction<'talent'>) =>
  o === null
    ? t('periodGoals.outcome.open')
    : o >= 1
      ? t('periodGoals.outcome.achieved')
      : o <= 0
        ? t('periodGoals.outcome.missed')
        : percentText(o * 100);
const outcomeColour = (o: number | null) => (o === null ? 'default' : o >= 1 ? 'green' : o <= 0 ? 'red' : 'gold');

/** Beside the appraisal: the person's goals of the quarter, their last likelihood, and how well they foretold them. */
export function PeriodGoals({ userId, periodId }: { userId: number; periodId: number }) {
  const { t } = useTranslation('talent');
  const goals = useTalentGoals(userId, periodId);
  if (goals.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (goals.isError) return <Typography.Text type="secondary">{t('periodGoals.loadFailed')}</Typography.Text>;
  const { Goals, GoalStatuses, Accuracy } = goals.data;
  const last = (goalId: number) => GoalStatuses.filter((s) => s.GoalId === goalId).at(-1);
  const likelihood = (level: number) => {
    const word = LEVEL_KEYS.likelihood[level];
    return word ? { word: t(`periodGoals.likelihood.${word}`), level: levelNumber(level), levels: LEVEL_COUNT } : null;
  };
  return (
    <section aria-labelledby="period-goals-heading">
      <Typography.Title level={3} id="period-goals-heading" style={{ fontSize: 16 }}>
        {t('periodGoals.heading')}
      </Typography.Title>
      {Goals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('periodGoals.none')} />
      ) : (
        <List
          size="small"
          dataSource={Goals}
          renderItem={(g) => {
            const s = last(g.Id);
            const level = s && likelihood(s.Likelihood);
            const brier = Accuracy.Goals.find((a) => a.GoalId === g.Id)?.Brier ?? null;
            return (
              <List.Item style={{ display: 'block', paddingInline: 0 }}>
                <Typography.Text strong>{g.Title}</Typography.Text>
                <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 4 }}>
                  <Tag color={outcomeColour(g.Outcome)}>{outcomeText(g.Outcome, t)}</Tag>
                  {s && level && <Tag>{t('periodGoals.lastLikelihood', { ...level, week: s.Week })}</Tag>}
                  {brier !== null && (
                    <Tooltip title={t('periodGoals.brierHelp')}>
                      <Tag>{t('periodGoals.forecastScore', { score: fixedText(brier, 2) })}</Tag>
                    </Tooltip>
                  )}
                </div>
              </List.Item>
            );
          }}
        />
      )}
      <Typography.Title level={4} style={{ fontSize: 14, marginTop: 16 }}>
        {Accuracy.Brier === null ? t('periodGoals.accuracy') : t('periodGoals.accuracyScore', { score: fixedText(Accuracy.Brier, 2) })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {Accuracy.Explanation}
      </Typography.Paragraph>
    </section>
  );
}
