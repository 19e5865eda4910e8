import { App, Button, Form, Modal } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal, GoalInfo, GoalOwner, GoalSave } from '../../../../contract/goals';
import { isApiError } from '../../../shared/api-client';
import { useSignedInSession } from '../../../shared/session';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import {
  buttonText,
  formButtons,
  goalPayload,
  hasChanges,
  initialGoalValues,
  splitFieldErrors,
  type GoalFormValues,
} from './goal-form-rules';
import { GoalFormFields } from './goal-form-fields';
import { DrawerFooter } from '../../../components/drawer-footer';
import { goalSavedDone } from '../actions/success-messages';
import { useWiderThan } from '../../../shared/use-wider-than';

export type GoalFormDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Edit this goal; without it the drawer adds a goal. */
  goal?: GoalInfo;
  /** Add a contributing goal aligned to this one. */
  parent?: Goal;
  /** The quarter a new goal starts in (the one the list shows); default the current one. */
  periodId?: number;
  onSaved?: (goal: Goal) => void;
};

/** The add/edit goal drawer, 600px (full width on phones). A fresh form each time it opens. */
export function GoalFormDrawer(props: GoalFormDrawerProps) {
  return props.open ? <GoalFormPanel {...props} /> : null;
}

const saveGoal = ({ id, payload }: { id?: number; payload: GoalSave }) =>
  id ? goalCalls.update({ id, ...payload }) : goalCalls.create(payload);

function GoalFormPanel({ onClose, goal, parent, periodId, onSaved }: GoalFormDrawerProps) {
  const { t } = useTranslation(['goals', 'common']);
  const { Profile, Tenant, Period } = useSignedInSession();
  const wide = useWiderThan('md');
  const [form] = Form.useForm<GoalFormValues>();
  const [modal, modalHolder] = Modal.useModal();
  const { message } = App.useApp();
  const [initial] = useState(() => initialGoalValues({ goal, parent, viewerId: Profile.Id, currentPeriodId: periodId ?? Period?.Id }));
  const [owner, setOwner] = useState<GoalOwner | undefined>();
  const save = useGoalCall(saveGoal);
  const goalType = goal?.Goal.GoalType ?? Tenant.GoalType;
  const buttons = formButtons({
    viewer: Profile,
    goal,
    owner: owner && { Id: owner.Id, ParentId: owner.ParentId },
  });
  const { requestClose, guard } = useUnsavedChangesGuard(() => hasChanges(initial, form.getFieldsValue()), onClose);

  const submit = async (isDraft: boolean) => {
    const values = await form.validateFields().catch((info: { errorFields?: { name: (string | number)[] }[] }) => {
      const first = info.errorFields?.[0]?.name;
      if (first) form.scrollToField(first, { block: 'center' });
      return null;
    });
    if (!values) return;
    const payload = goalPayload({ ...initial, ...values }, { isDraft, editing: goal !== undefined, goalType });
    save.mutate(
      { id: goal?.Goal.Id, payload },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          void message.success(goalSavedDone((isDraft ? buttons.draft : buttons.final) ?? '', isDraft));
          onClose();
        },
        onError: (error) => {
          const { fields, other } = splitFieldErrors(isApiError(error) ? error.errors : undefined);
          form.setFields(fields);
          if (fields.length === 0 || other.length > 0) {
            modal.error({
              title: t('form.notSaved'),
              content: other[0] ?? (isApiError(error) ? error.message : t('common:genericError')),
            });
          }
        },
      },
    );
  };

  const title = goal ? t('form.edit') : parent ? t('form.addContributing') : t('form.add');
  return (
    <Drawer
      open
      title={title}
      size={wide ? 600 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button
            type={buttons.final ? 'default' : 'primary'}
            loading={save.isPending && save.variables?.payload.IsDraft}
            onClick={() => void submit(true)}
          >
            {buttonText(buttons.draft, t)}
          </Button>
          {buttons.final && (
            <Button type="primary" loading={save.isPending && !save.variables?.payload.IsDraft} onClick={() => void submit(false)}>
              {buttonText(buttons.final, t)}
            </Button>
          )}
        </DrawerFooter>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} disabled={save.isPending} requiredMark>
        <GoalFormFields
          goalType={goalType}
          goal={goal}
          knownParent={
            parent
              ? { Id: parent.Id, Title: parent.GoalDetail.Title }
              : goal?.ParentGoal
                ? { Id: goal.ParentGoal.Id, Title: goal.ParentGoal.Title }
                : null
          }
          onOwnerPicked={setOwner}
        />
      </Form>
      {guard}
      {modalHolder}
    </Drawer>
  );
}
