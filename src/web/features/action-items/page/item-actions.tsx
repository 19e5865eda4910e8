import { CheckOutlined, DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionItem } from '../../../../contract/action-items';
import { errorText } from '../../../shared/api-client';
import { useDeleteActionItem, useToggleComplete } from '../api/action-items-api';

/**
 * A row's buttons, as the server's rules give them (spec 001 §6): the assignee marks or unmarks complete; the
 * requester edits (In Progress) and deletes. Each names its item for a screen reader.
 */
export function ItemActions({ item, onEdit }: { item: ActionItem; onEdit: (item: ActionItem) => void }) {
  const { t } = useTranslation('actionItems');
  const { message } = App.useApp();
  const toggle = useToggleComplete();
  const remove = useDeleteActionItem();
  const fail = (error: unknown) => void message.error(errorText(error));
  const named = (action: string) => `${action}: ${item.Title}`;

  const toggleComplete = () =>
    toggle.mutate(item, {
      onSuccess: (saved) => void message.success(saved.IsCompleted ? t('item.marked') : t('item.unmarked')),
      onError: fail,
    });

  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
      {item.CanComplete && (
        <Button
          size="small"
          icon={<CheckOutlined />}
          loading={toggle.isPending}
          onClick={toggleComplete}
          aria-label={named(t('item.markComplete'))}
        >
          {t('item.markComplete')}
        </Button>
      )}
      {item.CanReopen && (
        <Button
          size="small"
          icon={<UndoOutlined />}
          loading={toggle.isPending}
          onClick={toggleComplete}
          aria-label={named(t('item.unmarkComplete'))}
        >
          {t('item.unmarkComplete')}
        </Button>
      )}
      {item.CanEdit && (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(item)} aria-label={named(t('item.edit'))}>
          {t('item.edit')}
        </Button>
      )}
      {item.CanDelete && (
        <Popconfirm
          title={t('item.deleteQuestion')}
          okText={t('item.delete')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={() =>
            remove.mutateAsync(item.Id).then(
              () => void message.success(t('item.deleted')),
              (error: unknown) => fail(error),
            )
          }
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={named(t('item.delete'))}>
            {t('item.delete')}
          </Button>
        </Popconfirm>
      )}
    </span>
  );
}
