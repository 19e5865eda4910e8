import { App, Form, Input, Modal, Segmented, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { errorText } from '../../../shared/api-client';
import { useSignedInSession } from '../../../shared/session';
import type { Appraisal } from '../../../../contract/talent';
import { useEmployeeSign, useManagerSign } from '../api/talent-api';
import { SignaturePadField } from './signature-pad-field';
import { signatureError } from './appraisal-rules';

type SignModalProps = { appraisal: Appraisal; as: 'employee' | 'manager'; onClose: () => void };

/** 'Sign appraisal' for the employee (with an optional comment), 'Sign and complete appraisal' for the manager. */
export function SignModal({ appraisal, as, onClose }: SignModalProps) {
  const { Profile } = useSignedInSession();
  const { message } = App.useApp();
  const employeeSign = useEmployeeSign();
  const managerSign = useManagerSign();
  const [mode, setMode] = useState<'Type' | 'Draw'>('Type');
  const [typed, setTyped] = useState('');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [comment, setComment] = useState(appraisal.EmployeeComments ?? '');
  const [error, setError] = useState<string | null>(null);
  const onDrawn = useCallback((d: string | null) => setDrawn(d), []);
  const pending = employeeSign.isPending || managerSign.isPending;

  const submit = () => {
    const sign = mode === 'Type' ? typed : drawn;
    const problem = signatureError(mode, sign, Profile.Name);
    setError(problem);
    if (problem) return;
    const done = {
      onSuccess: () => {
        void message.success(as === 'employee' ? 'Signed. Your manager will countersign.' : 'Signed. The appraisal is complete.');
        onClose();
      },
      onError: (e: unknown) => setError(errorText(e)),
    };
    if (as === 'employee') employeeSign.mutate({ id: appraisal.Id, Sign: sign!, Comment: comment.trim() || undefined }, done);
    else managerSign.mutate({ id: appraisal.Id, Sign: sign! }, done);
  };

  return (
    <Modal
      open
      title={as === 'employee' ? 'Sign appraisal' : 'Sign and complete appraisal'}
      okText={as === 'employee' ? 'Sign' : 'Sign and complete'}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {as === 'employee'
          ? 'Your signature says you have read this appraisal; it does not mean you agree. You may add a comment.'
          : `Countersigning completes ${appraisal.User.Name}'s appraisal; it can no longer be changed.`}
      </Typography.Paragraph>
      <Form layout="vertical">
        {as === 'employee' && (
          <Form.Item label="Comment (optional)" htmlFor="appraisal-sign-comment">
            <Input.TextArea
              id="appraisal-sign-comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              maxLength={2000}
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          </Form.Item>
        )}
        <Form.Item label="Signature" required validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Segmented options={['Type', 'Draw']} value={mode} onChange={(v) => setMode(v as 'Type' | 'Draw')} style={{ marginBottom: 12 }} />
          {mode === 'Type' ? (
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={`Type your full name: ${Profile.Name}`}
              aria-label="Type your full name"
              autoComplete="name"
            />
          ) : (
            <SignaturePadField onChange={onDrawn} label="Draw your signature" />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
