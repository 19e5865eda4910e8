import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { OwnerSelect } from '../form/owner-select';
import { ActionModal } from './action-modal';

type ChangeOwnerDialogProps = { info: GoalInfo; onClose: () => void };

/** Gives the goal to someone else. */
export function ChangeOwnerDialog({ info, onClose }: ChangeOwnerDialogProps) {
  const { t } = useTranslation('goalDetail');
  const [form] = Form.useForm<{ UserId?: number }>();
  const call = useGoalCall(goalCalls.changeOwner);
  const ok = () =>
    void form
      .validateFields()
      .then(({ UserId }) => UserId && call.mutate({ Id: info.Goal.Id, UserId }, { onSuccess: onClose }))
      .catch(() => undefined);

  return (
    <ActionModal title={t('owner.title')} okText={t('owner.ok')} onOk={ok} onClose={onClose} pending={call.isPending} error={call.error}>
      <Typography.Paragraph>
        {info.Goal.GoalDetail.Title}
        <br />
        <Typography.Text type="secondary">{t('owner.ownedBy', { name: info.Goal.User.Name })}</Typography.Text>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={call.isPending}>
        <Form.Item label={t('owner.newOwner')} name="UserId" rules={[{ required: true, message: t('owner.required') }]}>
          <OwnerSelect exclude={info.Goal.User.Id} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
