import { App, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PeopleSelect } from '../../../components/people-select';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useSignedInSession } from '../../../shared/session';
import { sameNameIn, showSaveError } from '../../../shared/form-save';
import { useTalentOverview } from '../api/talent-api';
import { periodLabel } from '../page/talent-rules';
import { useOpenCalibration, usePartPeople } from './calibration-api';

type Values = { PeriodId: number; Whole: boolean; RootUserId?: number; Name: string; Deadline: Dayjs };
const FIELDS: readonly (keyof Values & string)[] = ['PeriodId', 'Whole', 'RootUserId', 'Name', 'Deadline'];

/** Opening a calibration (talent admins): a quarter listed for appraisals, a part of the organisation, a name and a deadline. */
export function OpenCalibrationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { Profile } = useSignedInSession();
  const [form] = Form.useForm<Values>();
  // The quarters listed for appraisals, as one's own team view lists them (anyone may ask for their own).
  const quarters = useTalentOverview({ a: 0, b: Profile.Id, c: 0 }, { pageSize: 1 });
  const open = useOpenCalibration();
  const whole = Form.useWatch('Whole', form) ?? true;
  const [search, setSearch] = useState('');
  const [searching, setSearching] = useState(false);
  const people = usePartPeople(useDebouncedValue(search.trim()), searching);
  const periods = quarters.data?.Periods ?? [];

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const opened = await open.mutateAsync({
        PeriodId: v.PeriodId,
        RootUserId: v.Whole ? null : (v.RootUserId ?? null),
        Name: v.Name,
        Deadline: v.Deadline.format('YYYY-MM-DD'),
      });
      void message.success(t('calibration.openForm.opened'));
      onClose();
      void navigate(`/v3/talent/calibration/${opened.Id}`);
    } catch (err) {
      showSaveError(form, err, sameNameIn(FIELDS), (text) => void message.error(text));
    }
  };

  return (
    <Modal
      open
      title={t('calibration.openForm.title')}
      okText={t('calibration.openForm.submit')}
      cancelText={t('calibration.openForm.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={open.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ Whole: true, Deadline: dayjs().add(14, 'day') }} requiredMark>
        <Form.Item name="PeriodId" label={t('calibration.openForm.quarter')} rules={[{ required: true, message: t('required') }]}>
          <Select loading={quarters.isPending} options={periods.map((p) => ({ value: p.Id, label: periodLabel(p, t) }))} />
        </Form.Item>
        <Form.Item name="Whole" label={t('calibration.openForm.part')}>
          <Radio.Group
            options={[
              { value: true, label: t('calibration.openForm.wholeCompany') },
              { value: false, label: t('calibration.openForm.someone') },
            ]}
          />
        </Form.Item>
        {!whole && (
          <Form.Item name="RootUserId" label={t('calibration.openForm.person')} rules={[{ required: true, message: t('required') }]}>
            <PeopleSelect
              loading={people.isFetching}
              onSearch={setSearch}
              onOpenChange={(o) => o && setSearching(true)}
              options={(people.data ?? []).map((p) => ({ value: p.Id, label: p.Name, sub: p.JobTitle ?? '' }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="Name"
          label={t('calibration.openForm.name')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input maxLength={200} placeholder={t('calibration.openForm.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="Deadline"
          label={t('calibration.openForm.deadline')}
          extra={t('calibration.openForm.deadlineHelp')}
          rules={[{ required: true, message: t('required') }]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
