import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type GuardProps = { open: boolean; onDiscard: () => void; onContinue: () => void };

/** Asks before closing a form with edits: Discard closes it, Continue goes back to editing. */
export function UnsavedChangesGuard({ open, onDiscard, onContinue }: GuardProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={
        <span>
          <ExclamationCircleFilled style={{ color: '#faad14', marginRight: 8 }} aria-hidden />
          {t('unsavedChanges.title')}
        </span>
      }
      onCancel={onContinue}
      width={400}
      zIndex={1100}
      footer={[
        <Button key="discard" danger onClick={onDiscard}>
          {t('unsavedChanges.discard')}
        </Button>,
        <Button key="continue" type="primary" onClick={onContinue} autoFocus>
          {t('unsavedChanges.continue')}
        </Button>,
      ]}
    >
      {t('unsavedChanges.text')}
    </Modal>
  );
}

/**
 * Wraps a close action: with changes it first asks, without it closes at once. Render `guard` next to
 * the form.
 */
export function useUnsavedChangesGuard(hasChanges: () => boolean, close: () => void): { requestClose: () => void; guard: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (hasChanges() ? setAsking(true) : close());
  const guard = (
    <UnsavedChangesGuard
      open={asking}
      onContinue={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return { requestClose, guard };
}
