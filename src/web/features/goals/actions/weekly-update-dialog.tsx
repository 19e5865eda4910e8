import { Alert, App, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedInSession } from '../../../shared/session';
import { ReadingsFields, useSendReadings, type Readings } from '../../key-results';
import { goalKeys } from '../api/goal-keys';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { LIKELIHOOD_COLORS, QUALITY_COLORS } from '../../../components/scale-colors';
import { ActionModal, ruleFrom } from './action-modal';
import { ScaleChoice } from './scale-choice';
import { weeklyUpdateDone } from './success-messages';
import { levelWords } from '../../../components/level-words';
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

/**
 * The owner's weekly prediction: likelihood and quality (both required) for an open week, a comment, and the values of
 * the key results they check in on.
 */
export function WeeklyUpdateDialog({ info, onClose }: WeeklyUpdateDialogProps) {
  const { t } = useTranslation('goalDetail');
  const { Period } = useSignedInSession();
  const states = info.GoalWeeklyStates;
  const [form] = Form.useForm<WeeklyUpdateValues>();
  const [initial] = useState(() => valuesForWeek(states, defaultWeekId(states, Period?.WeekId)));
  const call = useGoalCall(goalCalls.updateStatus);
  const queryClient = useQueryClient();
  const readings = useSendReadings(info.Goal, () => queryClient.invalidateQueries({ queryKey: goalKeys.all }));
  const { message } = App.useApp();
  const weeks = openWeeks(states);
  const weekId = Form.useWatch('WeekId', form) ?? initial.WeekId;
  const replaces = states.some((s) => s.Week.Id === weekId && s.Status !== null);
  const errorOf = (field: keyof WeeklyUpdateValues) => () => weeklyUpdateErrors(form.getFieldsValue(true), t)[field];

  const ok = () =>
    void form
      .validateFields()
      .then(() => {
        const v = form.getFieldsValue(true) as WeeklyUpdateValues & { Readings?: Readings };
        if (v.WeekId == null || v.Likelihood == null || v.Quality == null) return;
        call.mutate(
          weeklyUpdateBody(info.Goal.Id, {
            ...v,
            WeekId: v.WeekId,
            Likelihood: v.Likelihood,
            Quality: v.Quality,
          }),
          {
            // The key results' new values follow the prediction; a refused one keeps the dialog open with its reason.
            onSuccess: () =>
              void readings.send(v.Readings).then(
                () => {
                  void message.success(weeklyUpdateDone(t));
                  onClose();
                },
                () => undefined,
              ),
          },
        );
      })
      .catch(() => undefined);

  return (
    <ActionModal
      title={t('weekly.title')}
      okText={t('weekly.ok')}
      onOk={ok}
      onClose={onClose}
      pending={call.isPending || readings.isPending}
      error={call.error ?? readings.error}
      okDisabled={weeks.length === 0}
      width={600}
    >
      {weeks.length === 0 ? (
        <Alert type="info" showIcon title={t('weekly.noOpenWeek')} />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} disabled={call.isPending}>
          <Form.Item
            label={t('weekly.week')}
            name="WeekId"
            rules={[ruleFrom(errorOf('WeekId'))]}
            extra={replaces ? t('weekly.replaces') : undefined}
          >
            <Select
              options={weeks.map((s) => ({ value: s.Week.Id, label: weekLabel(s.Week, Period?.WeekId, t) }))}
              onChange={(weekId: number) =>
                form.setFieldsValue({
                  ...valuesForWeek(states, weekId),
                  Comment: form.getFieldValue('Comment'),
                })
              }
            />
          </Form.Item>
          <Form.Item label={t('weekly.likelihoodQuestion')} name="Likelihood" required rules={[ruleFrom(errorOf('Likelihood'))]}>
            <ScaleChoice labels={levelWords('likelihood')} colors={LIKELIHOOD_COLORS} aria-label={t('scale.likelihood')} />
          </Form.Item>
          <Form.Item label={t('weekly.qualityQuestion')} name="Quality" required rules={[ruleFrom(errorOf('Quality'))]}>
            <ScaleChoice labels={levelWords('quality')} colors={QUALITY_COLORS} aria-label={t('scale.quality')} />
          </Form.Item>
          <Form.Item label={t('weekly.commentOptional')} name="Comment">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
          </Form.Item>
          <ReadingsFields goal={info.Goal} />
        </Form>
      )}
    </ActionModal>
  );
}
