import { App, Form, Typography } from 'antd';
import { useState } from 'react';
import type { GoalInfo } from '../../../../contract/goals';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { ActionModal } from './action-modal';
import { ResultFields } from './result-fields';
import { finalizeBody, type ResultValues } from './result-rules';
import { FINALIZE_DONE } from './success-messages';

type FinalizeDialogProps = { info: GoalInfo; onClose: () => void };

/** The owner's results: Finalize an approved goal, or Edit results while they are in review. */
export function FinalizeDialog({ info, onClose }: FinalizeDialogProps) {
  const goal = info.Goal;
  const existing = goal.State === 'results_in_review' ? info.GoalResult : null;
  const [form] = Form.useForm<ResultValues>();
  const [initial] = useState<ResultValues>(() =>
    existing
      ? {
          Completed: existing.Completed,
          Quality: existing.Quality,
          ObjectiveResult: existing.ObjectiveResult,
          Text: existing.Outcome ?? '',
        }
      : { Text: '' },
  );
  const call = useGoalCall(goalCalls.finalize);
  const { message } = App.useApp();

  const ok = () =>
    void form
      .validateFields()
      .then(() =>
        call.mutate(finalizeBody(goal.Id, goal.GoalType, form.getFieldsValue(true), existing?.Id), {
          onSuccess: () => {
            void message.success(FINALIZE_DONE);
            onClose();
          },
        }),
      )
      .catch(() => undefined);

  return (
    <ActionModal
      title={existing ? 'Edit results' : 'Finalize'}
      okText={existing ? 'Save results' : 'Finalize'}
      onOk={ok}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
      width={600}
    >
      <Typography.Paragraph type="secondary">
        {goal.User.ParentId === null
          ? 'Your results finalize the goal.'
          : 'Your manager reviews your results; the goal is finalized when you both agree whether it was achieved.'}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initial} disabled={call.isPending}>
        <ResultFields goalType={goal.GoalType} who="owner" achievedLabel="Did you achieve this goal?" textLabel="Describe the result" />
      </Form>
    </ActionModal>
  );
}
