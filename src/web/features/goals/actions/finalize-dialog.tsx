import { App, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { ActionModal } from './action-modal';
import { ResultFields } from './result-fields';
import { finalizeBody, type ResultValues } from './result-rules';
import { finalizeDone } from './success-messages';

type FinalizeDialogProps = { info: GoalInfo; onClose: () => void };

/** The owner's results: Finalize an approved goal, or Edit results while they are in review. */
export function FinalizeDialog({ info, onClose }: FinalizeDialogProps) {
  const { t } = useTranslation('goalDetail');
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
            void message.success(finalizeDone(t));
            onClose();
          },
        }),
      )
      .catch(() => undefined);

  return (
    <ActionModal
      title={t(existing ? 'finalize.editTitle' : 'finalize.title')}
      okText={t(existing ? 'finalize.editOk' : 'finalize.ok')}
      onOk={ok}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
      width={600}
    >
      <Typography.Paragraph type="secondary">
        {t(goal.User.ParentId === null ? 'finalize.noManager' : 'finalize.withManager')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initial} disabled={call.isPending}>
        <ResultFields
          goalType={goal.GoalType}
          who="owner"
          achievedLabel={t('finalize.achievedQuestion')}
          textLabel={t('finalize.describe')}
        />
      </Form>
    </ActionModal>
  );
}
