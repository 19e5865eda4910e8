import { App, Button, Form, Select, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualState } from '../../../../contract/user-manual';
import { DISC_TYPES, type DiscType } from '../../../../domain/user-manual/disc-types';
import { errorText } from '../../../shared/api-client';
import { DrawerFooter } from '../../../components/drawer-footer';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useManualAdd, useWriteDescription } from '../api/manual-api';
import { hasText, initialValues, manualChanged, type ManualValues } from '../manual-rules';
import { typeLabel } from '../manual-texts';
import { PdfField } from './pdf-field';
import { useWiderThan } from '../../../shared/use-wider-than';

const WIDTH = 700;

/** 'Add or Edit DISC Manually', 700px (spec 001 §2, §5 'Manual DISC'): a type, one's own words and a PDF. */
export function ManualDrawer({ state, onClose }: { state: ManualState; onClose: () => void }) {
  const { t } = useTranslation('manual');
  const { message, modal } = App.useApp();
  const wide = useWiderThan('md');
  const [form] = Form.useForm<ManualValues>();
  const [initial] = useState(() => initialValues(state));
  // The editor takes its content as it mounts; a written description mounts a new one.
  const [editorKey, setEditorKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const disc = Form.useWatch('Disc', form) as DiscType | undefined;
  const save = useManualAdd();
  const write = useWriteDescription();
  const { requestClose, guard } = useUnsavedChangesGuard(() => manualChanged(initial, form.getFieldsValue()), onClose);

  const fill = (html: string, writtenBy: string | null) => {
    form.setFieldValue('Description', html);
    void form.validateFields(['Description']).catch(() => null);
    setEditorKey((k) => k + 1);
    setNotice(writtenBy);
  };

  const writeDescription = () => {
    if (!disc) return;
    const run = () =>
      write.mutate(disc, {
        onSuccess: (answer) =>
          fill(
            answer.Description,
            answer.WrittenBy.Kind === 'built-in'
              ? (answer.WrittenBy.Notice ?? t('drawer.writtenWithoutModel'))
              : t('drawer.writtenByModel', { model: answer.WrittenBy.Model ?? '' }),
          ),
        onError: (error) => void message.error(errorText(error)),
      });
    if (hasText(form.getFieldValue('Description') as string)) {
      modal.confirm({
        title: t('drawer.replaceTitle'),
        content: t('drawer.replaceText'),
        okText: t('drawer.replace'),
        cancelText: t('drawer.keepMine'),
        onOk: run,
      });
    } else run();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.Disc) return;
    save.mutate(
      { Disc: values.Disc as DiscType, Description: values.Description, FilePath: values.FilePath ?? null },
      {
        onSuccess: () => {
          void message.success(t('drawer.saved'));
          onClose();
        },
        onError: () => void message.error(t('drawer.saveFailed')),
      },
    );
  };

  return (
    <Drawer
      open
      title={t('drawer.title')}
      size={wide ? WIDTH : '100%'}
      onClose={requestClose}
      destroyOnHidden
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('drawer.save')}
          </Button>
        </DrawerFooter>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('drawer.intro')} {state.Source === 'assessment' && t('drawer.replacesAssessment')}
      </Typography.Paragraph>
      <Form form={form} name="manual" layout="vertical" initialValues={initial} disabled={save.isPending} requiredMark>
        <Form.Item name="Disc" label={t('drawer.discType')} rules={[{ required: true, message: t('drawer.pleaseSelect') }]}>
          <Select
            options={DISC_TYPES.map((type) => ({ value: type, label: typeLabel(t, type) }))}
            placeholder={t('drawer.selectType')}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginTop: -8, marginBottom: 16 }}>
          <Button onClick={writeDescription} loading={write.isPending} disabled={!disc || save.isPending}>
            {t('drawer.write')}
          </Button>
          <Typography.Text type="secondary">{t(disc ? 'drawer.writeHint' : 'drawer.selectFirst')}</Typography.Text>
        </div>
        <Form.Item
          name="Description"
          label={t('drawer.description')}
          required
          validateTrigger={[]}
          extra={notice ?? undefined}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                hasText(v) ? Promise.resolve() : Promise.reject(new Error(t('drawer.pleaseEnter'))),
            },
          ]}
        >
          <RichTextEditor key={editorKey} label={t('drawer.description')} placeholder={t('drawer.descriptionPlaceholder')} />
        </Form.Item>
        <Form.Item name="FilePath" label={t('drawer.attachment')} extra={t('drawer.attachmentHelp')}>
          <PdfField />
        </Form.Item>
      </Form>
      {guard}
    </Drawer>
  );
}
