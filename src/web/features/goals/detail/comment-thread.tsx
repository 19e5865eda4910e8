import { CheckSquareOutlined, CommentOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Typography } from 'antd';
import { Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../../contract/goals';
import { momentText } from '../../../shared/dates';
import { lazyNamed } from '../../../shared/lazy-named';
import { useSignedInSession } from '../../../shared/session';
import { ViewMoreText } from '../../../components/view-more-text';
import { loadActionItemDrawer, prefillFromComment } from '../../action-items';
import { goalCalls, useGoalCall } from '../api/goal-mutations';
import { CommentEditor } from './comment-editor';
import { CommentGoalContext } from './comment-goal';
import { canChangeComment, type CommentType } from './comment-rules';

// The action-item drawer loads when a comment is first turned into one.
const ActionItemDrawer = lazyNamed(loadActionItemDrawer, 'ActionItemDrawer');

export const formatWhen = momentText;

type CommentThreadProps = {
  comments: Comment[];
  /** Where a new comment goes; without it there is no comment box. */
  target?: { type: CommentType; id: number };
  placeholder?: string;
  /** Show the comment box at once rather than behind a 'Comment' link. */
  editorOpen?: boolean;
};

/** Comments on one thing, each editable and deletable by its author, and a box to add one. */
export function CommentThread({ comments, target, placeholder, editorOpen = false }: CommentThreadProps) {
  const { t } = useTranslation('goalDetail');
  const { message } = App.useApp();
  const [writing, setWriting] = useState(editorOpen);
  const add = useGoalCall(goalCalls.addComment);
  const fail = (error: Error) => void message.error(error.message);

  return (
    <div style={{ display: 'grid', gap: 10 }}>
      {comments.map((c) => (
        <CommentItem key={c.Id} comment={c} onError={fail} />
      ))}
      {target && !writing && (
        <Button
          type="link"
          size="small"
          icon={<CommentOutlined />}
          onClick={() => setWriting(true)}
          style={{ justifySelf: 'start', paddingInline: 0 }}
        >
          {t('comments.comment')}
        </Button>
      )}
      {target && writing && (
        <CommentEditor
          submitText={t('comments.comment')}
          placeholder={placeholder ?? t('comments.placeholder')}
          pending={add.isPending}
          onCancel={editorOpen ? undefined : () => setWriting(false)}
          onSubmit={(text) =>
            add.mutateAsync({ Id: target.id, Type: target.type, Comment: text }).then(
              () => setWriting(editorOpen),
              (e: Error) => {
                fail(e);
                throw e;
              },
            )
          }
        />
      )}
    </div>
  );
}

function CommentItem({ comment, onError }: { comment: Comment; onError: (e: Error) => void }) {
  const { t } = useTranslation('goalDetail');
  const { Profile } = useSignedInSession();
  const goal = useContext(CommentGoalContext);
  const [editing, setEditing] = useState(false);
  const [making, setMaking] = useState(false);
  const update = useGoalCall(goalCalls.updateComment);
  const remove = useGoalCall(goalCalls.deleteComment);
  const edited = comment.UpdatedAt !== comment.CreatedAt;
  // Observers make no action items; outside a goal's detail there is no owner to ask.
  const prefill = goal ? prefillFromComment(comment, goal.owner, Profile) : null;

  return (
    <div style={{ background: '#FAFAFA', border: '1px solid #F0F0F0', borderRadius: 6, padding: '8px 10px' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8 }}>
        <Typography.Text strong>{comment.Name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatWhen(comment.CreatedAt)}
          {edited && ` · ${t('comments.edited')}`}
        </Typography.Text>
        {!editing && (prefill || canChangeComment(comment)) && (
          <span style={{ marginLeft: 'auto', display: 'inline-flex', flexWrap: 'wrap' }}>
            {prefill && (
              <Button
                type="link"
                size="small"
                icon={<CheckSquareOutlined />}
                onClick={() => setMaking(true)}
                aria-label={t('comments.createActionItemFrom', { name: comment.Name })}
              >
                {t('comments.createActionItem')}
              </Button>
            )}
            {canChangeComment(comment) && (
              <>
                <Button type="link" size="small" onClick={() => setEditing(true)}>
                  {t('comments.edit')}
                </Button>
                <Popconfirm
                  title={t('comments.deleteQuestion')}
                  okText={t('comments.delete')}
                  okButtonProps={{ danger: true, loading: remove.isPending }}
                  onConfirm={() => remove.mutateAsync(comment.Id).catch(onError)}
                >
                  <Button type="link" size="small" danger>
                    {t('comments.delete')}
                  </Button>
                </Popconfirm>
              </>
            )}
          </span>
        )}
      </div>
      {editing ? (
        <div style={{ marginTop: 6 }}>
          <CommentEditor
            initial={comment.Comment}
            submitText={t('comments.save')}
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(text) =>
              update.mutateAsync({ CommentId: comment.Id, Comment: text }).then(
                () => setEditing(false),
                (e: Error) => {
                  onError(e);
                  throw e;
                },
              )
            }
          />
        </div>
      ) : (
        <div style={{ marginTop: 2 }}>
          <ViewMoreText text={comment.Comment} />
        </div>
      )}
      {making && prefill && (
        <Suspense fallback={null}>
          <ActionItemDrawer prefill={prefill} onClose={() => setMaking(false)} />
        </Suspense>
      )}
    </div>
  );
}
