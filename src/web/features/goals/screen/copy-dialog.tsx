import { Alert, Button, Checkbox, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import type { Goal } from '../../../../contract/goals';
import type { PeriodListEntry } from '../../../../contract/periods';
import type { KeyResultValues } from '../../../../domain/goals/copy-rules';
import { isApiError } from '../../../shared/api-client';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { copyQuarterChoices, refusalsByTitle } from './copy-selection';
import { periodLabel } from './goal-scopes';

type CopyDialogProps = {
  /** The selected goals, in the order they were picked. */
  goals: readonly Goal[];
  periods: readonly PeriodListEntry[];
  /** The goals list of a quarter, to show the copies. */
  quarterHref: (periodId: number) => To;
  onClose: () => void;
  /** After a copy, when the dialog closes: the selection is done with. */
  onCopied: () => void;
};

/**
 * Copy to next quarter (decision 073): the quarter (the next after the goals' by default), whether the aligned goals
 * come along and where the key results start. Afterwards it says what was copied, with a link to that quarter's goals;
 * a refusal copies nothing and names each refused goal with its reason.
 */
export function CopyDialog({ goals, periods, quarterHref, onClose, onCopied }: CopyDialogProps) {
  const { t } = useTranslation('goals');
  const choices = copyQuarterChoices(
    periods,
    goals.map((g) => g.GoalPeriodId),
  );
  const [periodId, setPeriodId] = useState<number | undefined>(choices[0]?.Id);
  const [withChildren, setWithChildren] = useState(false);
  const [values, setValues] = useState<KeyResultValues>('reset');
  const copy = useGoalCall(goalCalls.copyToQuarter);
  const target = periods.find((p) => p.Id === periodId);
  const quarter = target ? periodLabel(target, t) : '';
  const copied = copy.data?.GoalIds.length;

  const submit = () => {
    if (periodId === undefined) return;
    copy.mutate({ GoalIds: goals.map((g) => g.Id), ToPeriodId: periodId, WithChildren: withChildren, KeyResultValues: values });
  };
  const done = () => (copied === undefined ? onClose() : onCopied());

  const footer =
    copied === undefined
      ? [
          <Button key="cancel" onClick={onClose}>
            {t('copy.cancel')}
          </Button>,
          <Button key="copy" type="primary" loading={copy.isPending} disabled={periodId === undefined} onClick={submit}>
            {t('copy.submit')}
          </Button>,
        ]
      : [
          <Button key="close" type="primary" onClick={done}>
            {t('copy.close')}
          </Button>,
        ];

  return (
    <Modal open title={t('copy.title')} onCancel={done} footer={footer} destroyOnHidden>
      {copied !== undefined ? (
        <Alert
          type="success"
          showIcon
          title={t('copy.done', { count: copied, quarter })}
          description={
            <Link to={quarterHref(periodId!)} onClick={onCopied}>
              {t('copy.showQuarter', { quarter })}
            </Link>
          }
        />
      ) : (
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Typography.Paragraph>{t('copy.intro', { count: goals.length })}</Typography.Paragraph>
          {choices.length === 0 ? (
            <Alert type="info" showIcon title={t('copy.noLaterQuarter')} style={{ marginBottom: 16 }} />
          ) : (
            <Form.Item label={t('copy.quarter')} htmlFor="copy-quarter">
              <Select
                id="copy-quarter"
                value={periodId}
                onChange={setPeriodId}
                options={choices.map((p) => ({ value: p.Id, label: periodLabel(p, t) }))}
                style={{ maxWidth: 200 }}
              />
            </Form.Item>
          )}
          <Form.Item extra={t('copy.withChildrenHelp')}>
            <Checkbox checked={withChildren} onChange={(e) => setWithChildren(e.target.checked)}>
              {t('copy.withChildren')}
            </Checkbox>
          </Form.Item>
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>{t('copy.keyResults')}</legend>
            <Radio.Group value={values} onChange={(e) => setValues(e.target.value as KeyResultValues)}>
              <Space orientation="vertical">
                <Radio value="reset">{t('copy.reset')}</Radio>
                <Radio value="carry">{t('copy.carry')}</Radio>
              </Space>
            </Radio.Group>
          </fieldset>
          {copy.error && <CopyRefusals error={copy.error} goals={goals} />}
        </Form>
      )}
    </Modal>
  );
}

/** Why nothing was copied: each refused goal by its title, with the server's reason. */
export function CopyRefusals({ error, goals }: { error: Error; goals: readonly Goal[] }) {
  const { t } = useTranslation('goals');
  const lines = refusalsByTitle(isApiError(error) ? error.errors : undefined, new Map(goals.map((g) => [g.Id, g])));
  if (lines.length === 0) return <Alert type="error" showIcon title={error.message} />;
  return (
    <Alert
      type="error"
      showIcon
      title={t('copy.refused')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {lines.map((line, i) => (
            <li key={line.goalId ?? `field-${i}`}>
              {t('copy.refusal', { title: line.title ?? t('copy.unknownGoal', { id: line.goalId ?? '' }), reason: line.reason })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
