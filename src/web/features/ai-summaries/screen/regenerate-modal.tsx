import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { SUMMARY_CONTEXT_MAX } from '../../../../contract/ai-summaries';

type RegenerateModalProps = { what: string; busy: boolean; onCancel: () => void; onSubmit: (context: string) => void };

/** Write one text again, with optional context the goal data does not hold. */
export function RegenerateModal({ what, busy, onCancel, onSubmit }: RegenerateModalProps) {
  const [context, setContext] = useState('');
  return (
    <Modal
      open
      title={`Write again: ${what}`}
      okText="Regenerate"
      onOk={() => onSubmit(context)}
      okButtonProps={{ loading: busy }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Only this text is written again; your other texts stay as they are. Add anything the summary should take into account (optional).
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Extra context"
        placeholder="e.g. The launch moved to next quarter on purpose."
        value={context}
        onChange={(event) => setContext(event.target.value)}
        maxLength={SUMMARY_CONTEXT_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        style={{ marginBottom: 16 }}
      />
    </Modal>
  );
}
