import { App, Form, Input, Typography } from 'antd';
import type { GoalInfo } from '../../../../contract/goals';
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

/** Title, what happens, and the confirm button of each approval action. */
function wordingOf(action: ApprovalAction, info: GoalInfo, openEdit: OpenEdit): [string, string, string] {
  switch (action) {
    case 'publish':
      return ['Publish', 'Publish this goal. It is approved at once and starts taking weekly updates.', 'Publish'];
    case 'submit':
      return ['Request Approval', 'Send this goal to your manager for approval.', 'Request Approval'];
    case 'submitEdits':
      return [
        'Submit edits',
        'Send your changes to your manager for approval. The goal stays as approved until they accept them.',
        'Submit edits',
      ];
    case 'retract':
      return info.Goal.State === 'approved' && openEdit === 'review'
        ? ['Retract edits', 'Take your changes back from review. They stay as draft changes.', 'Retract edits']
        : ['Retract request', 'Take back the request for approval. The goal goes back to draft.', 'Retract request'];
    case 'discardEdits':
      return ['Discard draft changes', 'Throw away your draft changes. The approved goal stays as it is.', 'Discard changes'];
    case 'retractResults':
      return ['Retract results', 'Take back your results. The goal is approved again and you can finalize it later.', 'Retract results'];
    case 'requestShelve':
      return ['Request to shelve', 'Ask your manager to shelve this goal. It stays active until they agree.', 'Request to shelve'];
    case 'shelve':
      return ['Shelve', 'Shelve this goal. It takes no more weekly updates until it is reactivated.', 'Shelve'];
    case 'reactivate':
      return info.Goal.State === 'shelving_in_review'
        ? ['Cancel shelving request', 'Withdraw your request to shelve. The goal stays approved.', 'Cancel request']
        : ['Reactivate', 'Bring this goal back. It is approved again and takes weekly updates.', 'Reactivate'];
  }
}

type ApprovalDialogProps = {
  action: ApprovalAction;
  info: GoalInfo;
  openEdit: OpenEdit;
  onClose: () => void;
};

/** The owner's approval actions: an explanation and a comment, optional or required by the spec's rule. */
export function ApprovalDialog({ action, info, openEdit, onClose }: ApprovalDialogProps) {
  const [form] = Form.useForm<{ Comment: string }>();
  const call = useGoalCall(send);
  const { message } = App.useApp();
  const done = () => {
    void message.success(approvalDone(action));
    onClose();
  };
  const required = commentRequired(action);
  const [title, text, okText] = wordingOf(action, info, openEdit);

  const ok = () =>
    void form
      .validateFields()
      .then(({ Comment }) => call.mutate(approvalRequest(action, info.Goal, openEdit, Comment ?? ''), { onSuccess: done }))
      .catch(() => undefined);

  return (
    <ActionModal
      title={title}
      okText={okText}
      onOk={ok}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
      danger={action === 'discardEdits'}
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={call.isPending}>
        <Form.Item
          label={required ? 'Comment' : 'Comment (optional)'}
          name="Comment"
          rules={required ? [{ required: true, whitespace: true, message: required }] : []}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} autoFocus />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
