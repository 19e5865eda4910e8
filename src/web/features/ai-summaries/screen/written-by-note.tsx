import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AiSummaryAnswer } from '../../../../contract/ai-summaries';
import { AiSent } from '../../../components/ai-sent';

type WrittenByNoteProps = { writtenBy: AiSummaryAnswer['WrittenBy']; sent: AiSummaryAnswer['Sent'] };

/** Who wrote the texts: the built-in writer's notice, or the model's name and what it was sent. */
export function WrittenByNote({ writtenBy, sent }: WrittenByNoteProps) {
  const { t } = useTranslation('ai');
  if (!writtenBy) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      {writtenBy.Kind === 'built-in' ? (
        // The built-in writer's notice is always the same (BUILT_IN_NOTICE): said from the catalogue.
        <Alert type="info" showIcon icon={<InfoCircleOutlined />} title={t('writtenBy.builtIn')} />
      ) : (
        <Typography.Text type="secondary">{t('writtenBy.model', { model: writtenBy.Model })}</Typography.Text>
      )}
      <AiSent sent={sent} />
    </div>
  );
}
