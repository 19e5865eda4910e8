import { App, Form, Input, Modal, Segmented, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../../shared/session';
import type { Appraisal } from '../../../../contract/talent';
import { useEmployeeSign, useManagerSign } from '../api/talent-api';
import { SignaturePadField } from './signature-pad-field';
import { signatureError } from './appraisal-rules';
import { errorText } from '../../../shared/api-client';

const MODES = ['Type', 'Draw'] as const;

type SignModalProps = { appraisal: Appraisal; as: 'employee' | 'manager'; onClose: () => void };

/** 'Sign appraisal' for the employee (with an optional comment), 'Sign and complete appraisal' for the manager. */
export function SignModal({ appraisal, as, onClose }: SignModalProps) {
  const { t } = useTranslation('talent');
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
    const problem = signatureError(mode, sign, Profile.Name, t);
    setError(problem);
    if (problem) return;
    const done = {
      onSuccess: () => {
        void message.success(t(as === 'employee' ? 'sign.employeeDone' : 'sign.managerDone'));
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
      title={t(as === 'employee' ? 'sign.employeeTitle' : 'sign.managerTitle')}
      okText={t(as === 'employee' ? 'sign.employeeOk' : 'sign.managerOk')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {as === 'employee' ? t('sign.employeeLead') : t('sign.managerLead', { name: appraisal.User.Name })}
      </Typography.Paragraph>
      <Form layout="vertical">
        {as === 'employee' && (
          <Form.Item label={t('sign.comment')} htmlFor="appraisal-sign-comment">
            <Input.TextArea
              id="appraisal-sign-comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              maxLength={2000}
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          </Form.Item>
        )}
        <Form.Item label={t('sign.signature')} required validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Segmented
            aria-label={t('sign.signature')}
            options={MODES.map((m) => ({ value: m, label: t(`sign.modes.${m}`) }))}
            value={mode}
            onChange={(v) => setMode(v as 'Type' | 'Draw')}
            style={{ marginBottom: 12 }}
          />
          {mode === 'Type' ? (
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('sign.typePlaceholder', { name: Profile.Name })}
              aria-label={t('sign.typeLabel')}
              autoComplete="name"
            />
          ) : (
            <SignaturePadField onChange={onDrawn} label={t('sign.drawLabel')} />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
