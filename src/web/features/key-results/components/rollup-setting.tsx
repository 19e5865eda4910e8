import { App, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../../contract/goals';
import { mayCountChildren, mayWeighChild } from '../../../../domain/key-results/permissions';
import { errorText } from '../../../shared/api-client';
import { useProgressRollup, useSetCountChildren } from '../api/progress-rollup-api';
import { CountedGoals } from './rollup-setting-list';

type RollupSettingProps = {
  goal: Goal;
  /** Refreshes the goal's own screens after a change (its progress shows in its header and lists). */
  onChanged?: () => unknown;
};

/**
 * Whether the goal's progress counts its aligned goals' (decision 069): a switch for whoever may edit the goal, and
 * for everyone a line saying how many it counts and the list of them, where whoever may edit the goal weighs each.
 */
export function RollupSetting({ goal, onChanged }: RollupSettingProps) {
  const { t } = useTranslation('goalDetail');
  const { message } = App.useApp();
  const rollup = useProgressRollup(goal.Id, goal.CountChildren);
  const setCount = useSetCountChildren(goal.Id, onChanged);
  const may = mayCountChildren({ mayEdit: goal.Permissions.Edit });
  const counting = rollup.data?.CountChildren ?? goal.CountChildren;
  const counted = rollup.data?.CountedGoals ?? 0;
  // Nothing to say to a reader of a goal that counts no aligned goal.
  if (!may && !(counting && counted > 0)) return null;

  return (
    <div style={{ display: 'grid', gap: 4 }}>
      {may && (
        <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Switch
            size="small"
            checked={counting}
            loading={setCount.isPending}
            onChange={(CountChildren) => setCount.mutate({ CountChildren }, { onError: (error) => void message.error(errorText(error)) })}
          />
          <Typography.Text>{t('keyResults.rollup.countChildren')}</Typography.Text>
        </label>
      )}
      {counting && (
        <Typography.Text type="secondary">
          {counted > 0 ? t('keyResults.rollup.includes', { count: counted }) : t('keyResults.rollup.includesNone')}
        </Typography.Text>
      )}
      {counting && rollup.data && (
        <CountedGoals
          parentId={goal.Id}
          rollup={rollup.data}
          // The parent's side of mayWeighChild: the aligned goal's own editors weigh it from there too.
          mayWeigh={mayWeighChild({ mayEdit: false }, { mayEdit: goal.Permissions.Edit })}
          onChanged={onChanged}
        />
      )}
    </div>
  );
}
