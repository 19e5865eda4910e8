import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUMMARY_CONTEXT_MAX } from '../../../../contract/ai-summaries';

type RegenerateModalProps = { what: string; busy: boolean; onCancel: () => void; onSubmit: (context: string) => void };

/** Write one text again, with optional context the goal data does not hold. */
export function RegenerateModal({ what, busy, onCancel, onSubmit }: RegenerateModalProps) {
  const { t } = useTranslation('ai');
  const [context, setContext] = useState('');
  return (
    <Modal
      open
      title={t('regenerate.title', { what })}
      okText={t('regenerate.ok')}
      onOk={() => onSubmit(context)}
      okButtonProps={{ loading: busy }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('regenerate.lead')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('regenerate.context')}
        placeholder={t('regenerate.placeholder')}
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
