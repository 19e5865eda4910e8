import { Input, Typography } from 'antd';
import { useState } from 'react';
import type { GoalInfo } from '../../../../contract/goals';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { ActionModal } from './action-modal';

export const DELETE_WORD = 'DELETE';

type DeleteDialogProps = { info: GoalInfo; onClose: () => void; onDeleted: () => void };

/** Deletes the goal once the user types DELETE exactly. */
export function DeleteDialog({ info, onClose, onDeleted }: DeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const call = useGoalCall(goalCalls.remove);
  const children = info.Goal.ChildCount;

  return (
    <ActionModal
      title="Delete goal"
      okText="Delete"
      danger
      okDisabled={typed !== DELETE_WORD}
      onOk={() => call.mutate(info.Goal.Id, { onSuccess: onDeleted })}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
    >
      <Typography.Paragraph>
        Delete <Typography.Text strong>{info.Goal.GoalDetail.Title}</Typography.Text>?
        {children > 0 && ` The ${children === 1 ? 'goal' : `${children} goals`} aligned to it will move up to its parent.`}
      </Typography.Paragraph>
      <label htmlFor="delete-confirm">
        Type <Typography.Text code>{DELETE_WORD}</Typography.Text> to confirm.
      </label>
      <Input
        id="delete-confirm"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        disabled={call.isPending}
        style={{ marginTop: 8 }}
        autoFocus
      />
    </ActionModal>
  );
}
