import { App, Button, DatePicker, Divider, Form, Input, InputNumber, Segmented, Skeleton, Switch, Tabs, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import type { TalentLabels } from '../../../../contract/talent';
import { useSaveTalentLabels, useSaveTalentSchedule, useTalentLabels, useTalentSchedule } from '../api/talent-api';
import { resized } from './settings-rules';
import { useWiderThan } from '../../../shared/use-wider-than';
import { errorText } from '../../../shared/api-client';
import { VoicesSettings } from '../reviews/voices-settings';
import { QuestionsEditor } from '../reviews/questions-editor';

type Values = TalentLabels & { EffectiveDate: Dayjs };

function LabelList({ name, title }: { name: 'PrimaryLabels' | 'SecondaryLabels' | 'TertiaryLabels'; title: string }) {
  const { t } = useTranslation('talent');
  return (
    <Form.List name={name}>
      {(fields) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>{t('settings.labelsLegend', { title })}</legend>
          {fields.map((f, i) => (
            <div key={f.key} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 8 }}>
              <Form.Item name={[f.name, 'Label']} rules={[{ required: true, message: t('required') }]} style={{ marginBottom: 8 }}>
                <Input aria-label={t('settings.labelName', { title, number: i + 1 })} maxLength={100} />
              </Form.Item>
              <Form.Item name={[f.name, 'Description']} style={{ marginBottom: 8 }}>
                <Input
                  aria-label={t('settings.labelDescription', { title, number: i + 1 })}
                  placeholder={t('settings.labelPlaceholder')}
                  maxLength={500}
                />
              </Form.Item>
            </div>
          ))}
        </fieldset>
      )}
    </Form.List>
  );
}

/**
 * Talent settings (HR admins, org admins, the CEO): the labels, the form's wording, sharing, grace period and schedule;
 * the appraisal's other voices and the review questions (issue 34), each tab saved on its own.
 */
export function TalentSettingsDrawer({ onClose }: { onClose: () => void }) {
  const labels = useTalentLabels();
  const schedule = useTalentSchedule();
  const wide = useWiderThan('md');
  const { t } = useTranslation('talent');
  return (
    <Drawer open title={t('settings.title')} size={wide ? 640 : '100%'} onClose={onClose} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'ratings',
            label: t('reviews.tabRatings'),
            children:
              labels.data && schedule.data ? (
                <SettingsForm labels={labels.data} effectiveDate={schedule.data.EffectiveDate} onClose={onClose} />
              ) : (
                <Skeleton active paragraph={{ rows: 12 }} />
              ),
          },
          { key: 'voices', label: t('reviews.tabVoices'), children: <VoicesSettings /> },
          { key: 'questions', label: t('reviews.tabQuestions'), children: <QuestionsEditor /> },
        ]}
      />
    </Drawer>
  );
}

function SettingsForm({ labels, effectiveDate, onClose }: { labels: TalentLabels; effectiveDate: string; onClose: () => void }) {
  const { t } = useTranslation('talent');
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const saveLabels = useSaveTalentLabels();
  const saveSchedule = useSaveTalentSchedule();
  const { requestClose, guard } = useUnsavedChangesGuard(() => form.isFieldsTouched(), onClose);
  const count = Form.useWatch('PrimaryLabels', form)?.length ?? labels.PrimaryLabels.length;
  const tertiary = Form.useWatch('EnableTertiaryRatings', form) ?? labels.EnableTertiaryRatings;

  const setCount = (n: number) => {
    const v = form.getFieldsValue(true) as Values;
    form.setFieldsValue({
      PrimaryLabels: resized(v.PrimaryLabels, n),
      SecondaryLabels: resized(v.SecondaryLabels, n),
    });
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { EffectiveDate, ...rest } = values;
    try {
      await saveLabels.mutateAsync(rest as TalentLabels);
      await saveSchedule.mutateAsync(EffectiveDate.format('YYYY-MM-DD'));
      void message.success(t('settings.saved'));
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <>
      <Form form={form} layout="vertical" initialValues={{ ...labels, EffectiveDate: dayjs(effectiveDate) }} requiredMark={false}>
        <Form.Item label={t('settings.ratingScale')} extra={t('settings.ratingScaleHelp')}>
          <Segmented
            aria-label={t('settings.ratingScale')}
            value={count}
            onChange={(v) => setCount(Number(v))}
            options={[
              { value: 3, label: t('settings.scale', { size: 3 }) },
              { value: 5, label: t('settings.scale', { size: 5 }) },
            ]}
          />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          <Form.Item
            name={['FormLable', 'PrimaryAxisName']}
            label={t('settings.firstAxis')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name={['FormLable', 'SecondaryAxisName']}
            label={t('settings.secondAxis')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </div>
        <Form.Item name={['FormLable', 'PrimaryPrompt']} label={t('settings.firstPrompt')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name={['FormLable', 'SecondaryPrompt']} label={t('settings.secondPrompt')}>
          <Input maxLength={300} />
        </Form.Item>
        <LabelList name="PrimaryLabels" title={t('settings.firstLabels')} />
        <LabelList name="SecondaryLabels" title={t('settings.secondLabels')} />
        <Divider />
        <Form.Item name="EnableTertiaryRatings" label={t('settings.thirdRating')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {tertiary && (
          <>
            <Form.Item
              name={['FormLable', 'TertiaryAxisName']}
              label={t('settings.thirdAxis')}
              rules={[{ required: true, message: t('required') }]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name={['FormLable', 'TertiaryPrompt']} label={t('settings.thirdPrompt')}>
              <Input maxLength={300} />
            </Form.Item>
            <LabelList name="TertiaryLabels" title={t('settings.thirdLabels')} />
          </>
        )}
        <Divider />
        <Form.Item name={['Settings', 'ShareRatingWithEmployee']} label={t('settings.shareRatings')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="GracePeriod" label={t('settings.gracePeriod')} extra={t('settings.gracePeriodHelp')}>
          <InputNumber min={0} max={26} />
        </Form.Item>
        <Form.Item name="EffectiveDate" label={t('settings.effectiveDate')} rules={[{ required: true, message: t('required') }]}>
          <DatePicker allowClear={false} format="MMM D, YYYY" />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('settings.effectiveDateHelp')}</Typography.Paragraph>
      </Form>
      <DrawerFooter onCancel={requestClose}>
        <Button type="primary" onClick={() => void save()} loading={saveLabels.isPending || saveSchedule.isPending}>
          {t('settings.save')}
        </Button>
      </DrawerFooter>
      {guard}
    </>
  );
}
