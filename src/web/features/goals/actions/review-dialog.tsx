import { App, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import type { ReviewData } from '../../../../contract/dashboard';
import { formatWhen } from '../detail/comment-thread';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { reviewButtonText, reviewCommentError, reviewRequest, type ReviewChoice, type ReviewKind } from './action-rules';
import { ActionModal, ruleFrom } from './action-modal';
import { useGoalInfo } from '../api/get-goal-info';
import { editChanges, proposedParentId } from './edit-changes';
import { ReviewedGoal } from './reviewed-goal';
import { reviewDone } from './success-messages';

type ReviewValues = { Choice?: 'yes' | 'no'; Comment?: string };
/** Who asked and what they wrote with it, when the dialog opens from the request itself (a reminder). */
export type ReviewRequestNote = Pick<ReviewData, 'RequestedBy' | 'RequestedAt' | 'RequestComment'>;
type ReviewDialogProps = {
  kind: ReviewKind;
  info: GoalInfo;
  request?: ReviewRequestNote;
  onClose: () => void;
  /** Called once the answer is saved, before the dialog closes. */
  onAnswered?: () => void;
};

/** A reviewer's Yes or No to a goal, an edit or a shelving request; No needs a comment. */
export function ReviewDialog({ kind, info, request, onClose, onAnswered }: ReviewDialogProps) {
  const { t } = useTranslation('goalDetail');
  const [form] = Form.useForm<ReviewValues>();
  const call = useGoalCall(goalCalls.approve);
  const { message } = App.useApp();
  const choice: ReviewChoice = Form.useWatch('Choice', form) ?? null;
  const newParentId = kind === 'request' ? proposedParentId(info) : null;
  const newParent = useGoalInfo(newParentId);
  const titles = newParentId && newParent.data ? { [newParentId]: newParent.data.Goal.GoalDetail.Title } : {};
  const changes = kind === 'request' ? editChanges(info, titles, t) : [];
  // An edit in review is asked about as such, whatever it changes (its texts, its key results: decision 070);
  // otherwise the request or the shelving request.
  const editInReview = kind === 'request' && info.GoalEdits.some((e) => e.State === 'review');
  const asked = editInReview ? 'edits' : kind;

  const ok = () =>
    void form
      .validateFields()
      .then(
        ({ Choice, Comment }) =>
          Choice &&
          call.mutate(reviewRequest(kind, Choice, info.Goal.Id, Comment ?? ''), {
            onSuccess: () => {
              void message.success(reviewDone(kind, Choice, editInReview, t));
              onAnswered?.();
              onClose();
            },
          }),
      )
      .catch(() => undefined);

  return (
    <ActionModal
      title={t(`review.title.${asked}`)}
      okText={reviewButtonText(kind, choice, t)}
      okDisabled={choice === null}
      width={680}
      danger={choice === 'no'}
      onOk={ok}
      onClose={onClose}
      pending={call.isPending}
      error={call.error}
    >
      {request?.RequestedBy && (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">
            {request.RequestedAt
              ? t('review.requestedByOn', { name: request.RequestedBy.Name, when: formatWhen(request.RequestedAt) })
              : t('review.requestedBy', { name: request.RequestedBy.Name })}
          </Typography.Text>
          {request.RequestComment && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
              {t('review.requestComment', { comment: request.RequestComment })}
            </Typography.Paragraph>
          )}
        </div>
      )}
      <ReviewedGoal info={info} changes={changes} onOpen={onClose} />
      <Form form={form} layout="vertical" disabled={call.isPending}>
        <Form.Item label={t(`review.question.${asked}`)} name="Choice" required>
          <Radio.Group
            options={[
              { value: 'yes', label: t('answer.yes') },
              { value: 'no', label: t('answer.no') },
            ]}
            optionType="button"
          />
        </Form.Item>
        <Form.Item
          label={t(choice === 'no' ? 'approval.comment' : 'approval.commentOptional')}
          name="Comment"
          required={choice === 'no'}
          dependencies={['Choice']}
          rules={[ruleFrom(() => reviewCommentError(form.getFieldValue('Choice') ?? null, form.getFieldValue('Comment') ?? '', t))]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={5000}
            placeholder={choice === 'no' ? t('review.whatShouldChange') : undefined}
          />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
