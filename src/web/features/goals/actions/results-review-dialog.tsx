import { App, Descriptions, Form, Typography } from 'antd';
import { useState } from 'react';
import type { GoalInfo, GoalResult } from '../../../../contract/goals';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { qualityLabel } from '../components/scale-colors';
import { ActionModal } from './action-modal';
import { ResultFields } from './result-fields';
import { isPercentGoal } from '../../../../domain/goals/result-rules';
import { reviewResultsBody, type ResultValues } from './result-rules';
import { RESULTS_REVIEW_DONE } from './success-messages';
import { ReviewedGoal } from './reviewed-goal';

type ResultsReviewDialogProps = { info: GoalInfo; onClose: () => void };

function OwnerResult({ result, percent }: { result: GoalResult; percent: boolean }) {
  const items = [
    percent
      ? { key: 'p', label: 'Achieved', children: `${result.ObjectiveResult ?? 0}%` }
      : { key: 'c', label: 'Achieved', children: result.Completed ? 'Yes' : 'No' },
    ...(!percent && result.Quality != null ? [{ key: 'q', label: 'Quality', children: qualityLabel(result.Quality) }] : []),
    { key: 'o', label: 'Result', children: <span style={{ whiteSpace: 'pre-wrap' }}>{result.Outcome}</span> },
  ];
  return <Descriptions size="small" column={1} bordered items={items} style={{ marginBottom: 16 }} />;
}

/** The manager's review of the owner's results (or a change to an earlier review). */
export function ResultsReviewDialog({ info, onClose }: ResultsReviewDialogProps) {
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
            void message.success(RESULTS_REVIEW_DONE);
            onClose();
          },
        }),
      )
      .catch(() => undefined);

  return (
    <ActionModal
      title={mine ? 'Edit review' : 'Review results'}
      okText="Save review"
      onOk={ok}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
      width={600}
    >
      <ReviewedGoal info={info} onOpen={onClose} />
      {info.GoalResult ? (
        <>
          <Typography.Paragraph strong style={{ marginBottom: 8 }}>{`${goal.User.Name}’s results`}</Typography.Paragraph>
          <OwnerResult result={info.GoalResult} percent={isPercentGoal(goal.GoalType)} />
        </>
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial} disabled={call.isPending}>
        <ResultFields
          goalType={goal.GoalType}
          who="manager"
          achievedLabel={`Did ${goal.User.Name} achieve this goal?`}
          textLabel="Feedback"
        />
      </Form>
    </ActionModal>
  );
}
