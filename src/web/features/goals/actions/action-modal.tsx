import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../../shared/api-client';

/** The server's message for a failed call, or the generic one. */

/** A rule that shows whatever message `check` gives for the current values. */
export const ruleFrom = (check: () => string | null | undefined) => ({
  validator: () => {
    const message = check();
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

type ActionModalProps = {
  title: ReactNode;
  okText: string;
  onOk: () => void;
  onClose: () => void;
  pending: boolean;
  /** A failed call: the dialog stays open and shows the server's message under the form. */
  error?: unknown;
  okDisabled?: boolean;
  danger?: boolean;
  width?: number;
  children: ReactNode;
};

/** The frame of every goal action dialog: it stays open while the call runs and when it fails. */
export function ActionModal({ title, okText, onOk, onClose, pending, error, okDisabled, danger, width = 520, children }: ActionModalProps) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      onOk={onOk}
      onCancel={() => !pending && onClose()}
      confirmLoading={pending}
      okButtonProps={{ disabled: okDisabled, danger }}
      cancelButtonProps={{ disabled: pending }}
      mask={{ closable: !pending }}
      width={width}
    >
      {children}
      {error != null && <Alert type="error" showIcon title={errorText(error)} role="alert" style={{ marginTop: 8 }} />}
    </Modal>
  );
}
