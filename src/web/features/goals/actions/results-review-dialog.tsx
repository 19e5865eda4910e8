import { App, Descriptions, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalInfo, GoalResult } from '../../../../contract/goals';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { percentText } from '../../../shared/numbers';
import { qualityLabel } from '../../../components/scale-colors';
import { ActionModal } from './action-modal';
import { ResultFields } from './result-fields';
import { isPercentGoal } from '../../../../domain/goals/result-rules';
import { reviewResultsBody, type ResultValues } from './result-rules';
import { resultsReviewDone } from './success-messages';
import { ReviewedGoal } from './reviewed-goal';

type ResultsReviewDialogProps = { info: GoalInfo; onClose: () => void };

function OwnerResult({ result, percent }: { result: GoalResult; percent: boolean }) {
  const { t } = useTranslation('goalDetail');
  const achieved = t('resultsReview.achieved');
  const items = [
    percent
      ? { key: 'p', label: achieved, children: percentText(result.ObjectiveResult ?? 0) }
      : { key: 'c', label: achieved, children: t(result.Completed ? 'answer.yes' : 'answer.no') },
    ...(!percent && result.Quality != null
      ? [{ key: 'q', label: t('resultsReview.quality'), children: qualityLabel(result.Quality) }]
      : []),
    { key: 'o', label: t('resultsReview.result'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{result.Outcome}</span> },
  ];
  return <Descriptions size="small" column={1} bordered items={items} style={{ marginBottom: 16 }} />;
}

/** The manager's review of the owner's results (or a change to an earlier review). */
export function ResultsReviewDialog({ info, onClose }: ResultsReviewDialogProps) {
  const { t } = useTranslation('goalDetail');
  const goal = info.Goal;
  const mine = info.GoalManagerResult;
  const [form] = Form.useForm<ResultValues>();
  const [initial] = useState<ResultValues>(() =>
    mine ? { Completed: mine.Completed, ObjectiveResult: mine.ObjectiveResult, Text: mine.Feedback ?? '' } : { Text: '' },
  );
  const call = useGoalCall(goalCalls.review);
  const { message } = App.useApp();

  const ok = () =>
    void form
      .validateFields()
      .then(() =>
        call.mutate(reviewResultsBody(goal.Id, goal.GoalType, form.getFieldsValue(true), mine?.Id), {
          onSuccess: () => {
            void message.success(resultsReviewDone(t));
            onClose();
          },
        }),
      )
      .catch(() => undefined);

  return (
    <ActionModal
      title={t(mine ? 'resultsReview.editTitle' : 'resultsReview.title')}
      okText={t('resultsReview.ok')}
      onOk={ok}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
      width={600}
    >
      <ReviewedGoal info={info} onOpen={onClose} />
      {info.GoalResult ? (
        <>
          <Typography.Paragraph strong style={{ marginBottom: 8 }}>
            {t('resultsReview.ownerResults', { name: goal.User.Name })}
          </Typography.Paragraph>
          <OwnerResult result={info.GoalResult} percent={isPercentGoal(goal.GoalType)} />
        </>
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial} disabled={call.isPending}>
        <ResultFields
          goalType={goal.GoalType}
          who="manager"
          achievedLabel={t('resultsReview.achievedQuestion', { name: goal.User.Name })}
          textLabel={t('resultsReview.feedback')}
        />
      </Form>
    </ActionModal>
  );
}
