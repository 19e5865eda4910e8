import { App, Button, Form, Select, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState } from 'react';
import type { ManualState } from '../../../../contract/user-manual';
import { DISC_TYPES, discTypeLabel, type DiscType } from '../../../../domain/user-manual/disc-types';
import { errorText } from '../../../shared/api-client';
import { DrawerFooter } from '../../../components/drawer-footer';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useManualAdd, useWriteDescription } from '../api/manual-api';
import {
  DRAWER_TITLE,
  hasText,
  initialValues,
  manualChanged,
  PLEASE_ENTER,
  PLEASE_SELECT,
  SAVE_FAILED,
  type ManualValues,
} from '../manual-rules';
import { PdfField } from './pdf-field';
import { useWiderThan } from '../../../shared/use-wider-than';

const WIDTH = 700;
const TYPE_OPTIONS = DISC_TYPES.map((type) => ({ value: type, label: discTypeLabel(type) }));

/** 'Add or Edit DISC Manually', 700px (spec 001 §2, §5 'Manual DISC'): a type, one's own words and a PDF. */
export function ManualDrawer({ state, onClose }: { state: ManualState; onClose: () => void }) {
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
              ? (answer.WrittenBy.Notice ?? 'Written without an AI model')
              : `Written by the AI model ${answer.WrittenBy.Model ?? ''}: make it your own before you save.`,
          ),
        onError: (error) => void message.error(errorText(error)),
      });
    if (hasText(form.getFieldValue('Description') as string)) {
      modal.confirm({
        title: 'Replace your description?',
        content: 'The text you have written will be replaced by a description of this type.',
        okText: 'Replace',
        cancelText: 'Keep mine',
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
          void message.success('Your user manual was saved.');
          onClose();
        },
        onError: () => void message.error(SAVE_FAILED),
      },
    );
  };

  return (
    <Drawer
      open
      title={DRAWER_TITLE}
      size={wide ? WIDTH : '100%'}
      onClose={requestClose}
      destroyOnHidden
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            Save
          </Button>
        </DrawerFooter>
      }
    >
      <Typography.Paragraph type="secondary">
        Pick the type that fits you and describe, in your own words, how you like to work. Colleagues read it on your profile.{' '}
        {state.Source === 'assessment' && 'Saving replaces the result of your assessment.'}
      </Typography.Paragraph>
      <Form form={form} name="manual" layout="vertical" initialValues={initial} disabled={save.isPending} requiredMark>
        <Form.Item name="Disc" label="DISC type" rules={[{ required: true, message: PLEASE_SELECT }]}>
          <Select options={TYPE_OPTIONS} placeholder="Select a type" showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginTop: -8, marginBottom: 16 }}>
          <Button onClick={writeDescription} loading={write.isPending} disabled={!disc || save.isPending}>
            Write a description for this type
          </Button>
          <Typography.Text type="secondary">{disc ? 'A start you can make your own.' : 'Select a type first.'}</Typography.Text>
        </div>
        <Form.Item
          name="Description"
          label="Description"
          required
          validateTrigger={[]}
          extra={notice ?? undefined}
          rules={[{ validator: (_, v: string | undefined) => (hasText(v) ? Promise.resolve() : Promise.reject(new Error(PLEASE_ENTER))) }]}
        >
          <RichTextEditor
            key={editorKey}
            label="Description"
            placeholder="How you like to work, communicate and get feedback; what helps you, what drains you."
          />
        </Form.Item>
        <Form.Item name="FilePath" label="Attachment (PDF)" extra="A PDF of your manual, for colleagues to download.">
          <PdfField />
        </Form.Item>
      </Form>
      {guard}
    </Drawer>
  );
}
