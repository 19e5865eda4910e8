import { AuditOutlined, CopyOutlined, EditOutlined, MoreOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Dropdown, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { GoalInfo } from '../../../../contract/goals';
import { useSignedInSession } from '../../../shared/session';
import { usePeriods } from '../api/get-goal-choices';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { GoalFormDrawer } from '../form/goal-form-drawer';
import { errorText } from '../../../shared/api-client';
import { mayAddContributingGoal, mayCopyGoal } from './action-bar-rules';
import { dialogFor, type OpenDialog } from './dialog-for';
import { GoalActionDialogs } from './goal-action-dialogs';
import { menuEntries, openEditOf, pendingDecision, type GoalActionKey } from './menu-entries';

/** The goal's action bar (follow, Update, Add a Contributing Goal, Copy Goal), its more-menu and every dialog. */
export function GoalActions({ info }: { info: GoalInfo }) {
  const { t } = useTranslation('goalDetail');
  const { Profile, Period } = useSignedInSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [toast, toastHolder] = message.useMessage();
  const periods = usePeriods();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [drawer, setDrawer] = useState<'edit' | 'contribute' | null>(null);
  const follow = useGoalCall(goalCalls.follow);
  const copy = useGoalCall(goalCalls.copy);

  const goal = info.Goal;
  const role = Profile.RoleName;
  const openEdit = openEditOf(info.GoalEdits);
  const entries = role === 'observer' ? [] : menuEntries(info.Permissions, goal.State, openEdit, t);
  const decision = pendingDecision(entries);
  const indexOf = (periodId: number | undefined) => periods.data?.Periods.find((p) => p.Id === periodId)?.Index;
  const canContribute = mayAddContributingGoal({
    role,
    currentIndex: Period?.Index ?? indexOf(Period?.Id),
    goalIndex: indexOf(goal.GoalPeriodId),
    state: goal.State,
  });

  const choose = (key: GoalActionKey) => (key === 'edit' ? setDrawer('edit') : setDialog(dialogFor(key)));
  const toggleFollow = () => follow.mutate(goal.Id, { onError: (e) => void toast.error(errorText(e)) });
  const copyGoal = () =>
    copy.mutate(goal.Id, {
      onSuccess: (created) => {
        void toast.success(t('actions.copied'));
        navigate(`/v3/goals/${created.Id}${search}`);
      },
      onError: (e) => void toast.error(errorText(e)),
    });

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }} data-goal-actions={goal.Id}>
      {toastHolder}
      <Button
        icon={info.IsFollowed ? <StarFilled style={{ color: '#F9A825' }} /> : <StarOutlined />}
        onClick={toggleFollow}
        loading={follow.isPending}
        aria-pressed={info.IsFollowed}
      >
        {t(info.IsFollowed ? 'actions.following' : 'actions.follow')}
      </Button>
      {role !== 'observer' && (
        <>
          {info.Permissions.Update && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setDialog({ kind: 'weekly' })}>
              {t('actions.update')}
            </Button>
          )}
          {decision && (
            <Button type="primary" icon={<AuditOutlined />} onClick={() => choose(decision.key)}>
              {decision.label}
            </Button>
          )}
          {canContribute && (
            <Button icon={<PlusOutlined />} onClick={() => setDrawer('contribute')}>
              {t('actions.addContributing')}
            </Button>
          )}
          {mayCopyGoal(role) && (
            <Button icon={<CopyOutlined />} onClick={copyGoal} loading={copy.isPending}>
              {t('actions.copyGoal')}
            </Button>
          )}
          {entries.length > 0 && (
            <Dropdown
              trigger={['click']}
              placement="bottomRight"
              menu={{
                items: entries.flatMap((e) => [
                  ...(e.danger ? [{ type: 'divider' as const }] : []),
                  { key: e.key, label: e.label, danger: e.danger },
                ]),
                onClick: ({ key }) => choose(key as GoalActionKey),
              }}
            >
              <Button icon={<MoreOutlined />} aria-label={t('actions.moreActions')}>
                {t('actions.more')}
              </Button>
            </Dropdown>
          )}
        </>
      )}
      <GoalActionDialogs
        open={dialog}
        info={info}
        openEdit={openEdit}
        onClose={() => setDialog(null)}
        onDeleted={() => {
          setDialog(null);
          void toast.success(t('actions.deleted'));
          navigate(`/v3/goals${search}`);
        }}
      />
      <GoalFormDrawer open={drawer === 'edit'} goal={info} onClose={() => setDrawer(null)} />
      <GoalFormDrawer
        open={drawer === 'contribute'}
        parent={goal}
        onClose={() => setDrawer(null)}
        onSaved={(created) => navigate(`/v3/goals/${created.Id}${search}`)}
      />
    </div>
  );
}
