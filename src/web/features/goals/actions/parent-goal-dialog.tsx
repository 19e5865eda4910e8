import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { useSignedInSession } from '../../../shared/session';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { ParentGoalSelect, REMOVE_PARENT } from '../form/parent-goal-select';
import { ActionModal } from './action-modal';

type ParentGoalDialogProps = { info: GoalInfo; onClose: () => void };

/** Aligns the goal to a parent of the same quarter, or to none ('Remove parent' sends GoalId 0). */
export function ParentGoalDialog({ info, onClose }: ParentGoalDialogProps) {
  const { t } = useTranslation('goalDetail');
  const { Profile } = useSignedInSession();
  const [chosen, setChosen] = useState<number | null>(null);
  const call = useGoalCall(goalCalls.changeParent);
  const goal = info.Goal;
  const current = info.ParentGoal;
  // A goal manager acting outside their own line aligns only within their cascade (the server checks too).
  const cascadeOf =
    Profile.IsGoalManager && !Profile.IsGoalAdmin && goal.User.Id !== Profile.Id && !goal.IsManager ? Profile.Id : undefined;
  const unchanged = chosen === null || chosen === (current?.Id ?? REMOVE_PARENT);

  return (
    <ActionModal
      title={t(current ? 'parent.changeTitle' : 'parent.selectTitle')}
      okText={t('parent.ok')}
      okDisabled={unchanged}
      onOk={() => chosen !== null && call.mutate({ Id: goal.Id, GoalId: chosen }, { onSuccess: onClose })}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
    >
      <Typography.Paragraph>
        {goal.GoalDetail.Title}
        <br />
        <Typography.Text type="secondary">
          {current ? t('parent.alignedTo', { title: current.Title }) : t('parent.notAligned')}
        </Typography.Text>
      </Typography.Paragraph>
      <label htmlFor="parent-goal">{t('parent.label', { quarter: goal.Quarter })}</label>
      <div style={{ marginTop: 8 }}>
        <ParentGoalSelect
          id="parent-goal"
          value={chosen}
          onChange={setChosen}
          periodId={goal.GoalPeriodId}
          rules={{ goalId: goal.Id, currentParentId: current?.Id, cascadeOf }}
          allowRemove={current !== null}
          disabled={call.isPending}
        />
      </div>
    </ActionModal>
  );
}
