import { Input, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { ActionModal } from './action-modal';

export const DELETE_WORD = 'DELETE';

type DeleteDialogProps = { info: GoalInfo; onClose: () => void; onDeleted: () => void };

/** Deletes the goal once the user types DELETE exactly. */
export function DeleteDialog({ info, onClose, onDeleted }: DeleteDialogProps) {
  const { t } = useTranslation('goalDetail');
  const [typed, setTyped] = useState('');
  const call = useGoalCall(goalCalls.remove);
  const children = info.Goal.ChildCount;

  return (
    <ActionModal
      title={t('delete.title')}
      okText={t('delete.ok')}
      danger
      okDisabled={typed !== DELETE_WORD}
      onOk={() => call.mutate(info.Goal.Id, { onSuccess: onDeleted })}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
    >
      <Typography.Paragraph>
        <Trans
          t={t}
          i18nKey="delete.question"
          values={{ title: info.Goal.GoalDetail.Title }}
          components={{ b: <Typography.Text strong /> }}
        />
        {children > 0 && ` ${t('delete.children', { count: children })}`}
      </Typography.Paragraph>
      <label htmlFor="delete-confirm">
        <Trans t={t} i18nKey="delete.confirm" values={{ word: DELETE_WORD }} components={{ code: <Typography.Text code /> }} />
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
