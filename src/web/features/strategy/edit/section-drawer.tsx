import { App, Button, Form } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useSaveStrategy } from '../api/strategy';
import { formFieldOf, sectionChanged, sectionPayload, type SectionKey, type SectionValues } from './edit-rules';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useWiderThan } from '../../../shared/use-wider-than';

export type SectionDrawerProps = {
  title: string;
  section: SectionKey;
  fields: readonly string[];
  initial: Record<string, string>;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame of every strategy drawer: a fresh form, Save Draft (only editors see the draft) or Publish
 * (the whole draft goes live), and 'You have unsaved changes.' when closed with edits.
 */
export function SectionDrawer({ title, section, fields, initial, onClose, children }: SectionDrawerProps) {
  const { t } = useTranslation(['strategy', 'common']);
  const wide = useWiderThan('md');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<SectionValues>();
  const [opened] = useState(initial);
  const save = useSaveStrategy();
  const [publishing, setPublishing] = useState(false);
  const { requestClose, guard } = useUnsavedChangesGuard(() => sectionChanged(opened, form.getFieldsValue(true) as SectionValues), onClose);

  const submit = async (publish: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setPublishing(publish);
    save.mutate(sectionPayload(section, fields, form.getFieldsValue(true) as SectionValues, publish), {
      onSuccess: () => {
        void message.success(t(publish ? 'page.published' : 'edit.draftSaved'));
        onClose();
      },
      onError: (error) => {
        const errors = isApiError(error) ? (error.errors ?? []) : [];
        const known = errors.filter((e) => fields.includes(formFieldOf(e.Field)));
        form.setFields(known.map((e) => ({ name: formFieldOf(e.Field), errors: [e.Message] })));
        if (known.length === 0) {
          modal.error({
            title: t('edit.notSaved'),
            content: isApiError(error) ? error.message : t('common:genericError'),
          });
        }
      },
    });
  };

  return (
    <Drawer
      open
      title={title}
      size={wide ? 720 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button loading={save.isPending && !publishing} disabled={save.isPending && publishing} onClick={() => void submit(false)}>
            {t('edit.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending && publishing}
            disabled={save.isPending && !publishing}
            onClick={() => void submit(true)}
          >
            {t('edit.publish')}
          </Button>
        </DrawerFooter>
      }
    >
      <Form form={form} layout="vertical" initialValues={opened} disabled={save.isPending}>
        {children}
      </Form>
      {guard}
    </Drawer>
  );
}
