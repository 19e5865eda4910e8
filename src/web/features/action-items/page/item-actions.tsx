import { CheckOutlined, DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import type { ActionItem } from '../../../../contract/action-items';
import { errorText } from '../../../shared/api-client';
import { DELETE_QUESTION } from '../action-item-rules';
import { useDeleteActionItem, useToggleComplete } from '../api/action-items-api';

/**
 * A row's buttons, as the server's rules give them (spec 001 §6): the assignee marks or unmarks complete; the
 * requester edits (In Progress) and deletes. Each names its item for a screen reader.
 */
export function ItemActions({ item, onEdit }: { item: ActionItem; onEdit: (item: ActionItem) => void }) {
  const { message } = App.useApp();
  const toggle = useToggleComplete();
  const remove = useDeleteActionItem();
  const fail = (error: unknown) => void message.error(errorText(error));
  const named = (action: string) => `${action}: ${item.Title}`;

  const toggleComplete = () =>
    toggle.mutate(item, {
      onSuccess: (saved) =>
        void message.success(saved.IsCompleted ? 'Marked as complete; it is under Completed now.' : 'Back under In Progress.'),
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
          aria-label={named('Mark as Complete')}
        >
          Mark as Complete
        </Button>
      )}
      {item.CanReopen && (
        <Button
          size="small"
          icon={<UndoOutlined />}
          loading={toggle.isPending}
          onClick={toggleComplete}
          aria-label={named('Unmark as Complete')}
        >
          Unmark as Complete
        </Button>
      )}
      {item.CanEdit && (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(item)} aria-label={named('Edit')}>
          Edit
        </Button>
      )}
      {item.CanDelete && (
        <Popconfirm
          title={DELETE_QUESTION}
          okText="Delete"
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={() =>
            remove.mutateAsync(item.Id).then(
              () => void message.success('The action item was deleted.'),
              (error: unknown) => fail(error),
            )
          }
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={named('Delete')}>
            Delete
          </Button>
        </Popconfirm>
      )}
    </span>
  );
}
