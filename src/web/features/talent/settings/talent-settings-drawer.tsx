import { App, Button, DatePicker, Divider, Form, Input, InputNumber, Segmented, Skeleton, Switch, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import dayjs, { type Dayjs } from 'dayjs';
import { errorText } from '../../../shared/api-client';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import type { TalentLabels } from '../../../../contract/talent';
import { useSaveTalentLabels, useSaveTalentSchedule, useTalentLabels, useTalentSchedule } from '../api/talent-api';
import { resized } from './settings-rules';
import { useWiderThan } from '../../../shared/use-wider-than';

type Values = TalentLabels & { EffectiveDate: Dayjs };

function LabelList({ name, title }: { name: 'PrimaryLabels' | 'SecondaryLabels' | 'TertiaryLabels'; title: string }) {
  return (
    <Form.List name={name}>
      {(fields) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>{title} (lowest first)</legend>
          {fields.map((f, i) => (
            <div key={f.key} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 8 }}>
              <Form.Item name={[f.name, 'Label']} rules={[{ required: true, message: 'This is required.' }]} style={{ marginBottom: 8 }}>
                <Input aria-label={`${title} ${i + 1}`} maxLength={100} />
              </Form.Item>
              <Form.Item name={[f.name, 'Description']} style={{ marginBottom: 8 }}>
                <Input aria-label={`${title} ${i + 1} description`} placeholder="What it means" maxLength={500} />
              </Form.Item>
            </div>
          ))}
        </fieldset>
      )}
    </Form.List>
  );
}

/** Talent settings (HR admins, org admins, the CEO): the labels, the form's wording, sharing, grace period and schedule. */
export function TalentSettingsDrawer({ onClose }: { onClose: () => void }) {
  const labels = useTalentLabels();
  const schedule = useTalentSchedule();
  const wide = useWiderThan('md');
  return (
    <Drawer open title="Talent settings" size={wide ? 640 : '100%'} onClose={onClose} destroyOnHidden>
      {labels.data && schedule.data ? (
        <SettingsForm labels={labels.data} effectiveDate={schedule.data.EffectiveDate} onClose={onClose} />
      ) : (
        <Skeleton active paragraph={{ rows: 12 }} />
      )}
    </Drawer>
  );
}

function SettingsForm({ labels, effectiveDate, onClose }: { labels: TalentLabels; effectiveDate: string; onClose: () => void }) {
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
      void message.success('Talent settings saved.');
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <>
      <Form form={form} layout="vertical" initialValues={{ ...labels, EffectiveDate: dayjs(effectiveDate) }} requiredMark={false}>
        <Form.Item label="Rating scale" extra="Appraisals already written keep the labels they were given with.">
          <Segmented
            value={count}
            onChange={(v) => setCount(Number(v))}
            options={[
              { value: 3, label: '3 × 3' },
              { value: 5, label: '5 × 5' },
            ]}
          />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          <Form.Item name={['FormLable', 'PrimaryAxisName']} label="First axis" rules={[{ required: true, message: 'This is required.' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name={['FormLable', 'SecondaryAxisName']}
            label="Second axis"
            rules={[{ required: true, message: 'This is required.' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </div>
        <Form.Item name={['FormLable', 'PrimaryPrompt']} label="First axis prompt">
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name={['FormLable', 'SecondaryPrompt']} label="Second axis prompt">
          <Input maxLength={300} />
        </Form.Item>
        <LabelList name="PrimaryLabels" title="First axis labels" />
        <LabelList name="SecondaryLabels" title="Second axis labels" />
        <Divider />
        <Form.Item name="EnableTertiaryRatings" label="Third rating" valuePropName="checked">
          <Switch />
        </Form.Item>
        {tertiary && (
          <>
            <Form.Item
              name={['FormLable', 'TertiaryAxisName']}
              label="Third axis"
              rules={[{ required: true, message: 'This is required.' }]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name={['FormLable', 'TertiaryPrompt']} label="Third axis prompt">
              <Input maxLength={300} />
            </Form.Item>
            <LabelList name="TertiaryLabels" title="Third axis labels" />
          </>
        )}
        <Divider />
        <Form.Item name={['Settings', 'ShareRatingWithEmployee']} label="Show employees their ratings" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="GracePeriod"
          label="Grace period (weeks)"
          extra="How long after a quarter's appraisal window new appraisals may still be started."
        >
          <InputNumber min={0} max={26} />
        </Form.Item>
        <Form.Item
          name="EffectiveDate"
          label="Appraisals start with the quarter of"
          rules={[{ required: true, message: 'This is required.' }]}
        >
          <DatePicker allowClear={false} format="MMM D, YYYY" />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          A quarter is appraised once it has ended and when it ends on or after this day.
        </Typography.Paragraph>
      </Form>
      <DrawerFooter onCancel={requestClose}>
        <Button type="primary" onClick={() => void save()} loading={saveLabels.isPending || saveSchedule.isPending}>
          Save
        </Button>
      </DrawerFooter>
      {guard}
    </>
  );
}
