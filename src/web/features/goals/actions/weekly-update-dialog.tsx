import { Alert, App, Form, Input, Select } from 'antd';
import { useState } from 'react';
import type { GoalInfo } from '../../../../contract/goals';
import { LIKELIHOOD_LABELS, QUALITY_LABELS } from '../../../../domain/goals/weekly-status';
import { useSignedInSession } from '../../../shared/session';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { LIKELIHOOD_COLORS, QUALITY_COLORS } from '../components/scale-colors';
import { ActionModal, ruleFrom } from './action-modal';
import { ScaleChoice } from './scale-choice';
import { WEEKLY_UPDATE_DONE } from './success-messages';
import {
  defaultWeekId,
  openWeeks,
  valuesForWeek,
  weekLabel,
  weeklyUpdateBody,
  weeklyUpdateErrors,
  type WeeklyUpdateValues,
} from './weekly-update-rules';

type WeeklyUpdateDialogProps = { info: GoalInfo; onClose: () => void };

/** The owner's weekly prediction: likelihood and quality (both required) for an open week, and a comment. */
export function WeeklyUpdateDialog({ info, onClose }: WeeklyUpdateDialogProps) {
  const { Period } = useSignedInSession();
  const states = info.GoalWeeklyStates;
  const [form] = Form.useForm<WeeklyUpdateValues>();
  const [initial] = useState(() => valuesForWeek(states, defaultWeekId(states, Period?.WeekId)));
  const call = useGoalCall(goalCalls.updateStatus);
  const { message } = App.useApp();
  const weeks = openWeeks(states);
  const weekId = Form.useWatch('WeekId', form) ?? initial.WeekId;
  const replaces = states.some((s) => s.Week.Id === weekId && s.Status !== null);
  const errorOf = (field: keyof WeeklyUpdateValues) => () => weeklyUpdateErrors(form.getFieldsValue(true))[field];

  const ok = () =>
    void form
      .validateFields()
      .then(() => {
        const v = form.getFieldsValue(true) as WeeklyUpdateValues;
        if (v.WeekId == null || v.Likelihood == null || v.Quality == null) return;
        call.mutate(
          weeklyUpdateBody(info.Goal.Id, {
            ...v,
            WeekId: v.WeekId,
            Likelihood: v.Likelihood,
            Quality: v.Quality,
          }),
          {
            onSuccess: () => {
              void message.success(WEEKLY_UPDATE_DONE);
              onClose();
            },
          },
        );
      })
      .catch(() => undefined);

  return (
    <ActionModal
      title="Weekly update"
      okText="Update"
      onOk={ok}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
      okDisabled={weeks.length === 0}
      width={600}
    >
      {weeks.length === 0 ? (
        <Alert type="info" showIcon title="No week of this goal’s quarter is open for updates right now." />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} disabled={call.isPending}>
          <Form.Item
            label="Week"
            name="WeekId"
            rules={[ruleFrom(errorOf('WeekId'))]}
            extra={replaces ? 'This week has an update already; saving replaces it.' : undefined}
          >
            <Select
              options={weeks.map((s) => ({ value: s.Week.Id, label: weekLabel(s.Week, Period?.WeekId) }))}
              onChange={(weekId: number) =>
                form.setFieldsValue({
                  ...valuesForWeek(states, weekId),
                  Comment: form.getFieldValue('Comment'),
                })
              }
            />
          </Form.Item>
          <Form.Item label="How likely is this goal to be achieved?" name="Likelihood" required rules={[ruleFrom(errorOf('Likelihood'))]}>
            <ScaleChoice labels={LIKELIHOOD_LABELS} colors={LIKELIHOOD_COLORS} aria-label="Likelihood" />
          </Form.Item>
          <Form.Item label="How good is the quality of the work?" name="Quality" required rules={[ruleFrom(errorOf('Quality'))]}>
            <ScaleChoice labels={QUALITY_LABELS} colors={QUALITY_COLORS} aria-label="Quality" />
          </Form.Item>
          <Form.Item label="Comment (optional)" name="Comment">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
          </Form.Item>
        </Form>
      )}
    </ActionModal>
  );
}
