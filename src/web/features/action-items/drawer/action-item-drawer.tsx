import { Button, DatePicker, Form, Input, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionItem } from '../../../../contract/action-items';
import { sameNameIn, useSaveOutcome } from '../../../shared/form-save';
import { useSignedInSession } from '../../../shared/session';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import {
  ACTION_ITEM_TITLE_MAX,
  deadlineFormat,
  hasItemChanges,
  initialValues,
  knownPeople,
  partiesError,
  savePayload,
  type ActionItemPrefill,
  type ItemValues,
} from '../action-item-rules';
import { useCreateActionItem, useUpdateActionItem } from '../api/action-items-api';
import { PersonSelect } from './person-select';
import { useWiderThan } from '../../../shared/use-wider-than';

export type ActionItemDrawerProps = {
  /** Edit this item; without it the drawer adds one. */
  item?: ActionItem;
  /** A new item made from a note or a goal's comment. */
  prefill?: ActionItemPrefill;
  onClose: () => void;
  onSaved?: (item: ActionItem) => void;
};

const FIELDS = ['Title', 'DueDate', 'AssigneeId', 'RequesterId'] as const;

/** Add/Edit Action Item (spec 001 §2, §5): Title, Deadline, Assignee, Requester (oneself by default). Render it to open it. */
export function ActionItemDrawer({ item, prefill, onClose, onSaved }: ActionItemDrawerProps) {
  const { t, i18n } = useTranslation('actionItems');
  const { Profile } = useSignedInSession();
  const wide = useWiderThan('md');
  const [form] = Form.useForm<ItemValues>();
  const [initial] = useState(() => initialValues(Profile.Id, { item, prefill }));
  const [known] = useState(() => knownPeople({ Id: Profile.Id, Name: Profile.Name }, { item, prefill }));
  const create = useCreateActionItem();
  const update = useUpdateActionItem();
  const saving = create.isPending || update.isPending;
  const { requestClose, guard } = useUnsavedChangesGuard(() => hasItemChanges(initial, form.getFieldsValue()), onClose);
  const done = useSaveOutcome(form, {
    fieldOf: sameNameIn(FIELDS),
    saved: item ? t('drawer.saved') : t('drawer.added'),
    notSaved: t('drawer.notSaved'),
    onSaved: (saved: ActionItem) => {
      onSaved?.(saved);
      onClose();
    },
  });

  const submit = async () => {
    // An invalid form shows its messages; validateFields rejects with them, which is not an error here.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = savePayload({ ...initial, ...values }, prefill);
    if (item) update.mutate({ id: item.Id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Drawer
      open
      title={item ? t('drawer.edit') : t('drawer.add')}
      size={wide ? 480 : '100%'}
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
      {prefill && (
        <Typography.Paragraph type="secondary">
          {prefill.NoteId ? t('drawer.fromNote', { note: prefill.NoteTitle ?? '' }) : t('drawer.fromComment')}
        </Typography.Paragraph>
      )}
      <Form form={form} name="action-item" layout="vertical" initialValues={initial} disabled={saving} requiredMark>
        <Form.Item name="Title" label={t('drawer.title')} rules={[{ required: true, whitespace: true, message: t('drawer.enter') }]}>
          <Input
            placeholder={t('drawer.titlePlaceholder')}
            maxLength={ACTION_ITEM_TITLE_MAX}
            showCount={{ formatter: ({ count, maxLength }) => `${count} / ${maxLength}` }}
          />
        </Form.Item>
        <Form.Item
          name="DueDate"
          label={t('drawer.deadline')}
          rules={[{ required: true, message: t('drawer.enter') }]}
          getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
        >
          <DatePicker format={deadlineFormat(i18n.language)} placeholder={t('drawer.deadlinePlaceholder')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="AssigneeId" label={t('drawer.assignee')} rules={[{ required: true, message: t('drawer.select') }]}>
          <PersonSelect known={known} />
        </Form.Item>
        <Form.Item
          name="RequesterId"
          label={t('drawer.requester')}
          dependencies={['AssigneeId']}
          rules={[
            { required: true, message: t('drawer.select') },
            ({ getFieldValue }) => ({
              validator: (_, requester: number | null) => {
                const me = { id: Profile.Id, managerId: Profile.ParentId };
                const error = partiesError(me, getFieldValue('AssigneeId') as number | null, requester, t);
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            }),
          ]}
        >
          <PersonSelect known={known} />
        </Form.Item>
      </Form>
      {guard}
    </Drawer>
  );
}
