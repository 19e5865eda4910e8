import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentError } from './comment-rules';

type CommentEditorProps = {
  initial?: string;
  submitText: string;
  placeholder?: string;
  pending: boolean;
  /** Resolves when the comment is saved; the editor then clears. A rejection keeps the text. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** A comment box that refuses an empty comment with the spec's words. */
export function CommentEditor({ initial = '', submitText, placeholder, pending, onSubmit, onCancel }: CommentEditorProps) {
  const { t } = useTranslation('goalDetail');
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = () => {
    const problem = commentError(text, t);
    setError(problem);
    if (problem) return;
    onSubmit(text.trim()).then(
      () => setText(''),
      () => undefined,
    );
  };

  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(commentError(e.target.value, t));
        }}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={5000}
        placeholder={placeholder}
        status={error ? 'error' : undefined}
        aria-label={placeholder ?? submitText}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId} role="alert" style={{ color: '#ff4d4f', fontSize: 13 }}>
          {error}
        </div>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button size="small" onClick={onCancel} disabled={pending}>
            {t('comments.cancel')}
          </Button>
        )}
        <Button size="small" type="primary" onClick={submit} loading={pending}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}
