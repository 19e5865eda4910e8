import { Alert, Button, Divider, Form, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { RhythmSettings, RhythmSettingsRequest } from '../../../contract/rhythm';
import { ISO_WEEKDAYS, RHYTHM_LIMITS } from '../../../domain/rhythm/settings';
import { ianaOf } from '../../../domain/time-zones';
import { errorText } from '../../shared/api-client';
import { useSaveOutcome } from '../../shared/form-save';
import { PageSpinner } from '../../components/page-spinner';
import { useRhythmSettings, useSaveRhythm } from './api/rhythm-settings';

// The weekly follow-up (issue 33): when the weekly update is due, whether people are reminded, and after how many missed
// weeks their managers are told; its own form and save, as the SSO section's.

type RhythmValues = RhythmSettingsRequest;
const FIELDS = ['UpdateWeekday', 'SendHour', 'RemindersOn', 'ManagerAfterWeeks', 'SkipLevelAfterWeeks'] as const;
const fieldOf = (apiField: string) => FIELDS.find((f) => f === apiField);

const valuesOf = (s: RhythmSettings): RhythmValues => ({
  UpdateWeekday: s.UpdateWeekday,
  SendHour: s.SendHour,
  RemindersOn: s.RemindersOn,
  ManagerAfterWeeks: s.ManagerAfterWeeks,
  SkipLevelAfterWeeks: s.SkipLevelAfterWeeks,
});

/** An ISO weekday's name, from the catalogue (1 Monday … 7 Sunday). */
const DAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const weekdayName = (weekday: number, t: TFunction<'company'>): string => t(`rhythm.weekdays.${DAY_KEYS[(weekday - 1) % 7]!}`);

export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** What will happen, in plain words: the sentence under the fields. */
export function rhythmSentence(v: RhythmValues, timeZone: string, t: TFunction<'company'>): string {
  const values = { weekday: weekdayName(v.UpdateWeekday, t), hour: hourText(v.SendHour), zone: ianaOf(timeZone) };
  const escalation = t('rhythm.escalation', { count: v.ManagerAfterWeeks, skip: v.SkipLevelAfterWeeks });
  return t(v.RemindersOn ? 'rhythm.sentenceOn' : 'rhythm.sentenceOff', { ...values, escalation });
}

export function RhythmSection() {
  const { t } = useTranslation('company');
  const settings = useRhythmSettings();
  return (
    <section aria-labelledby="rhythm-heading">
      <Divider titlePlacement="start">
        <span id="rhythm-heading">{t('rhythm.heading')}</span>
      </Divider>
      <Typography.Paragraph>{t('rhythm.help')}</Typography.Paragraph>
      {settings.data ? <RhythmForm settings={settings.data} /> : settings.isError ? errorText(settings.error) : <PageSpinner />}
    </section>
  );
}

function RhythmForm({ settings }: { settings: RhythmSettings }) {
  const { t } = useTranslation('company');
  const [form] = Form.useForm<RhythmValues>();
  const save = useSaveRhythm();
  const outcome = useSaveOutcome(form, { fieldOf, saved: t('rhythm.saved'), notSaved: t('rhythm.notSaved'), onSaved: () => undefined });
  const initial = valuesOf(settings);
  const watched = Form.useWatch([], form) as Partial<RhythmValues> | undefined;
  const current = { ...initial, ...Object.fromEntries(Object.entries(watched ?? {}).filter(([, v]) => v !== undefined && v !== null)) };
  const weekdays = useMemo(() => ISO_WEEKDAYS.map((d) => ({ value: d, label: weekdayName(d, t) })), [t]);
  const hours = useMemo(() => Array.from({ length: 24 }, (_, h) => ({ value: h, label: hourText(h) })), []);
  const weeks = { min: 1, max: RHYTHM_LIMITS.maxWeeks, precision: 0, style: { width: 96 } };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => save.mutate(values, outcome)}
      disabled={save.isPending}
      requiredMark
    >
      <Space wrap size="large" align="start">
        <Form.Item name="UpdateWeekday" label={t('rhythm.weekday')} rules={[{ required: true }]}>
          <Select options={weekdays} style={{ width: 180 }} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="SendHour" label={t('rhythm.hour')} extra={t('rhythm.hourHelp')} rules={[{ required: true }]}>
          <Select options={hours} style={{ width: 120 }} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Space>
      <Form.Item name="RemindersOn" label={t('rhythm.remindersOn')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="ManagerAfterWeeks" label={t('rhythm.managerAfter')} rules={[{ required: true }]}>
        <InputNumber {...weeks} />
      </Form.Item>
      <Form.Item
        name="SkipLevelAfterWeeks"
        label={t('rhythm.skipLevelAfter')}
        dependencies={['ManagerAfterWeeks']}
        rules={[
          { required: true },
          ({ getFieldValue }) => ({
            validator: (_, value: number | null) =>
              value === null || value === undefined || value > Number(getFieldValue('ManagerAfterWeeks'))
                ? Promise.resolve()
                : Promise.reject(new Error(t('rhythm.skipLevelTooSoon'))),
          }),
        ]}
      >
        <InputNumber {...weeks} min={2} />
      </Form.Item>
      <Alert
        type="info"
        showIcon
        data-testid="rhythm-sentence"
        title={rhythmSentence(current as RhythmValues, settings.TimeZone, t)}
        description={t('rhythm.summary')}
        style={{ marginBottom: 16 }}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('rhythm.save')}
      </Button>
    </Form>
  );
}
