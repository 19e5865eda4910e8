import { Alert, App, Button, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client';
import { useDeactivateData } from '../api/get-profile';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import type { PersonRef } from '../page/use-profile-overlays';
import { deactivationConsequences } from './deactivate-rules';

type DeactivateModalProps = { person: PersonRef; onClose: () => void };

/** Deactivate: what happens to the person's session, goals and reports (the DeactivateData preview), then confirm. */
export function DeactivateModal({ person, onClose }: DeactivateModalProps) {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = App.useApp();
  const preview = useDeactivateData(person.Id, true);
  const deactivate = usePeopleCall(peopleCalls.deactivate);

  const confirm = () =>
    deactivate.mutate(person.Id, {
      onSuccess: (result) => {
        void message.success(result.Message);
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t('deactivate.title', { name: person.Name })}
      onCancel={onClose}
      width={480}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="ok" danger type="primary" loading={deactivate.isPending} disabled={!preview.data} onClick={confirm}>
          {t('deactivate.ok')}
        </Button>,
      ]}
    >
      {preview.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : preview.data === undefined ? (
        <Alert type="error" showIcon title={preview.error.message} />
      ) : (
        <ul style={{ paddingInlineStart: 20, margin: '8px 0 0', display: 'grid', gap: 8 }}>
          {deactivationConsequences(person, preview.data).map((text) => (
            <li key={text}>
              <Typography.Text>{text}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {deactivate.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={isApiError(deactivate.error) ? deactivate.error.message : t('common:genericError')}
        />
      )}
    </Modal>
  );
}
