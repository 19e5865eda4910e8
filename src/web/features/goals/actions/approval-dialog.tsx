import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import type goalDetail from '../../../../i18n/en/goalDetail';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { approvalRequest, commentRequired, type ApprovalAction, type ApprovalRequest } from './action-rules';
import { ActionModal } from './action-modal';
import type { OpenEdit } from './menu-entries';
import { approvalDone } from './success-messages';

const send = (r: ApprovalRequest) => {
  switch (r.call) {
    case 'approve':
      return goalCalls.approve(r.body);
    case 'retract':
      return goalCalls.retract(r.body);
    case 'retractEdits':
      return goalCalls.retractEdits(r.body);
    case 'shelve':
      return goalCalls.shelve(r.body);
    case 'retractResults':
      return goalCalls.retractResults(r.body);
  }
};

type Wording = keyof (typeof goalDetail)['approval']['title'];

/** The catalogue's title, explanation and confirm button of each approval action (some differ by the goal's state). */
function wordingOf(action: ApprovalAction, info: GoalInfo, openEdit: OpenEdit): Wording {
  if (action === 'retract') return info.Goal.State === 'approved' && openEdit === 'review' ? 'retractEdits' : 'retract';
  if (action === 'reactivate') return info.Goal.State === 'shelving_in_review' ? 'cancelShelving' : 'reactivate';
  return action;
}

type ApprovalDialogProps = {
  action: ApprovalAction;
  info: GoalInfo;
  openEdit: OpenEdit;
  onClose: () => void;
};

/** The owner's approval actions: an explanation and a comment, optional or required by the spec's rule. */
export function ApprovalDialog({ action, info, openEdit, onClose }: ApprovalDialogProps) {
  const { t } = useTranslation('goalDetail');
  const [form] = Form.useForm<{ Comment: string }>();
  const call = useGoalCall(send);
  const { message } = App.useApp();
  const done = () => {
    void message.success(approvalDone(action, t));
    onClose();
  };
  const required = commentRequired(action, t);
  const wording = wordingOf(action, info, openEdit);

  const ok = () =>
    void form
      .validateFields()
      .then(({ Comment }) => call.mutate(approvalRequest(action, info.Goal, openEdit, Comment ?? ''), { onSuccess: done }))
      .catch(() => undefined);

  return (
    <ActionModal
      title={t(`approval.title.${wording}`)}
      okText={t(`approval.ok.${wording}`)}
      onOk={ok}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
      danger={action === 'discardEdits'}
    >
      <Typography.Paragraph>{t(`approval.text.${wording}`)}</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={call.isPending}>
        <Form.Item
          label={t(required ? 'approval.comment' : 'approval.commentOptional')}
          name="Comment"
          rules={required ? [{ required: true, whitespace: true, message: required }] : []}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} autoFocus />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
