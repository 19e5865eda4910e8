import { Button, Form, Input, Typography } from 'antd';
import { Drawer } from '../../components/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../contract/notes';
import { sameNameIn, useSaveOutcome } from '../../shared/form-save';
import { DrawerFooter } from '../../components/drawer-footer';
import { RichTextEditor } from '../../components/rich-text-editor/rich-text-editor';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useCreateNote, useUpdateNote } from './api/notes-api';
import { hasText, NOTE_TITLE_MAX, noteChanged, notePayload, privacyLine, type NoteValues } from './note-rules';
import { useWiderThan } from '../../shared/use-wider-than';

type NoteDrawerProps = {
  /** Whom a new note is about; an existing note knows. */
  person: { Id: number; Name: string };
  note?: Note;
  onClose: () => void;
};

const WIDTH = 720;

/** Add/Edit Note, 720px (spec 001 §2): Title and a rich-text Body, both required. Render it to open it. */
export function NoteDrawer({ person, note, onClose }: NoteDrawerProps) {
  const { t } = useTranslation('notes');
  const wide = useWiderThan('md');
  const [form] = Form.useForm<NoteValues>();
  const [initial] = useState<NoteValues>(() => ({ Title: note?.Title ?? '', Body: note?.Body ?? '' }));
  const create = useCreateNote();
  const update = useUpdateNote();
  const saving = create.isPending || update.isPending;
  const { requestClose, guard } = useUnsavedChangesGuard(() => noteChanged(initial, form.getFieldsValue()), onClose);
  const done = useSaveOutcome(form, {
    fieldOf: sameNameIn(['Title', 'Body'] as const),
    saved: note ? t('drawer.saved') : t('drawer.added'),
    notSaved: t('drawer.notSaved'),
    onSaved: onClose,
  });

  const submit = async () => {
    // An invalid form shows its messages; validateFields rejects with them, which is not an error here.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = notePayload({ ...initial, ...values });
    if (note) update.mutate({ id: note.Id, body }, done);
    else create.mutate({ UserId: person.Id, ...body }, done);
  };

  return (
    <Drawer
      open
      title={note ? t('drawer.edit') : t('drawer.add')}
      size={wide ? WIDTH : '100%'}
      onClose={requestClose}
      destroyOnHidden
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {t('drawer.save')}
          </Button>
        </DrawerFooter>
      }
    >
      <Typography.Paragraph type="secondary">{privacyLine(person.Name, t)}</Typography.Paragraph>
      <Form form={form} name="note" layout="vertical" initialValues={initial} disabled={saving} requiredMark>
        <Form.Item name="Title" label={t('drawer.title')} rules={[{ required: true, whitespace: true, message: t('drawer.required') }]}>
          <Input maxLength={NOTE_TITLE_MAX} />
        </Form.Item>
        {/* The editor reports a change as it mounts; the body is checked on Save, not before anyone typed. */}
        <Form.Item
          name="Body"
          label={t('drawer.body')}
          required
          validateTrigger={[]}
          rules={[
            { validator: (_, v: string | undefined) => (hasText(v) ? Promise.resolve() : Promise.reject(new Error(t('drawer.required')))) },
          ]}
        >
          <RichTextEditor label={t('drawer.body')} placeholder={t('drawer.bodyPlaceholder')} />
        </Form.Item>
      </Form>
      {guard}
    </Drawer>
  );
}
