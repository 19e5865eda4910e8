import { AutoComplete, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../../contract/goals';
import { type KeyResult, type KeyResultSave, KEY_RESULT_TITLE_MAX } from '../../../../contract/key-results';
import { KEY_RESULT_DIRECTIONS, KEY_RESULT_KINDS } from '../../../../domain/key-results/progress';
import { sameNameIn, useSaveOutcome } from '../../../shared/form-save';
import { useAddKeyResult, useChangeKeyResult } from '../api/key-results-api';
import { COMMON_CURRENCIES, fieldsFor, formValuesOf, NEW_KEY_RESULT, saveOf, type KeyResultFormValues } from '../key-result-rules';

/** A people picker as a form item's control: the chosen person's id, and their name to show before a search answers. */
export type OwnerPickerProps = {
  value?: number;
  onChange?: (value: number | undefined) => void;
  known?: { Id: number; Name: string };
  id?: string;
};

/** What the form shows of a key result: one of the goal's, or one of a proposed list (decision 070). */
export type KeyResultFields = Omit<KeyResult, 'Id' | 'Current' | 'Progress'> & { Id?: number | null };

type KeyResultFormDialogProps = {
  goal: Goal;
  /** The key result to change; null adds one. */
  keyResult: KeyResultFields | null;
  ownerPicker: ComponentType<OwnerPickerProps>;
  onChanged?: () => unknown;
  /** Keeps the values in a list being edited (a proposal) instead of saving them. */
  keep?: (body: KeyResultSave) => void;
  onClose: () => void;
};

const FIELDS = ['Title', 'Kind', 'Direction', 'Start', 'Target', 'Unit', 'Currency', 'Weight', 'OwnerId'] as const;

/** Sets up a key result: what it measures, how, from where to where, how much it counts and who checks in on it. */
export function KeyResultFormDialog({ goal, keyResult, ownerPicker: OwnerPicker, onChanged, keep, onClose }: KeyResultFormDialogProps) {
  const { t } = useTranslation('goalDetail');
  const [form] = Form.useForm<KeyResultFormValues>();
  const add = useAddKeyResult(goal.Id, onChanged);
  const change = useChangeKeyResult(goal.Id, onChanged);
  const pending = add.isPending || change.isPending;
  const outcome = useSaveOutcome(form, {
    fieldOf: sameNameIn(FIELDS),
    saved: t('keyResults.form.saved'),
    notSaved: t('keyResults.form.notSaved'),
    onSaved: onClose,
  });
  const kind = Form.useWatch('Kind', form) ?? keyResult?.Kind ?? NEW_KEY_RESULT.Kind;
  const direction = Form.useWatch('Direction', form) ?? keyResult?.Direction ?? NEW_KEY_RESULT.Direction;
  const shown = fieldsFor(kind, direction);
  const owner = keyResult ? { Id: keyResult.OwnerId, Name: keyResult.OwnerName } : { Id: goal.User.Id, Name: goal.User.Name };

  const save = () =>
    void form
      .validateFields()
      .then((values) => {
        const body = saveOf({ ...values, OwnerId: values.OwnerId ?? goal.User.Id });
        if (keep) {
          keep(body);
          onClose();
        } else if (keyResult?.Id) change.mutate({ id: keyResult.Id, body }, outcome);
        else add.mutate(body, outcome);
      })
      .catch(() => undefined);

  return (
    <Modal
      open
      title={keyResult ? t('keyResults.form.editTitle') : t('keyResults.form.addTitle')}
      okText={t('keyResults.form.save')}
      cancelText={t('keyResults.form.cancel')}
      onOk={save}
      onCancel={() => !pending && onClose()}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        disabled={pending}
        initialValues={keyResult ? formValuesOf(keyResult) : { ...NEW_KEY_RESULT, OwnerId: goal.User.Id }}
        onFinish={save}
      >
        <Form.Item
          label={t('keyResults.form.titleLabel')}
          name="Title"
          rules={[{ required: true, whitespace: true, message: t('keyResults.form.titleRequired') }]}
        >
          <Input maxLength={KEY_RESULT_TITLE_MAX} placeholder={t('keyResults.form.titlePlaceholder')} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
          <Form.Item label={t('keyResults.form.kind')} name="Kind">
            <Select options={KEY_RESULT_KINDS.map((k) => ({ value: k, label: t(`keyResults.kinds.${k}`) }))} />
          </Form.Item>
          {shown.direction && (
            <Form.Item label={t('keyResults.form.direction')} name="Direction">
              <Select options={KEY_RESULT_DIRECTIONS.map((d) => ({ value: d, label: t(`keyResults.directions.${d}`) }))} />
            </Form.Item>
          )}
          {shown.start && (
            <Form.Item label={t('keyResults.form.start')} name="Start">
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          )}
          {shown.target && (
            <Form.Item
              label={t('keyResults.form.target')}
              name="Target"
              rules={[{ required: true, message: t('keyResults.form.targetRequired') }]}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          )}
          {shown.unit && (
            <Form.Item label={t('keyResults.form.unit')} name="Unit">
              <Input maxLength={40} placeholder={t('keyResults.form.unitPlaceholder')} />
            </Form.Item>
          )}
          {shown.currency && (
            <Form.Item
              label={t('keyResults.form.currency')}
              name="Currency"
              rules={[{ required: true, message: t('keyResults.form.currencyRequired') }]}
            >
              <AutoComplete options={COMMON_CURRENCIES.map((c) => ({ value: c }))} maxLength={3} />
            </Form.Item>
          )}
          <Form.Item label={t('keyResults.form.weight')} name="Weight" tooltip={t('keyResults.form.weightHelp')}>
            <InputNumber min={0.01} max={1000} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item label={t('keyResults.form.owner')} name="OwnerId" extra={t('keyResults.form.ownerHelp')}>
          <OwnerPicker known={owner} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
