import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import type { AiSummaryAnswer } from '../../../../contract/ai-summaries';
import { AiSent } from '../../../components/ai-sent';

type WrittenByNoteProps = { writtenBy: AiSummaryAnswer['WrittenBy']; sent: AiSummaryAnswer['Sent'] };

/** Who wrote the texts: the built-in writer's notice, or the model's name and what it was sent. */
export function WrittenByNote({ writtenBy, sent }: WrittenByNoteProps) {
  if (!writtenBy) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      {writtenBy.Kind === 'built-in' ? (
        <Alert
          type="info"
          showIcon
          icon={<InfoCircleOutlined />}
          title={writtenBy.Notice ?? 'Written from your goal data without an AI model'}
        />
      ) : (
        <Typography.Text type="secondary">Written by the AI model {writtenBy.Model}: read it before you share it.</Typography.Text>
      )}
      <AiSent sent={sent} />
    </div>
  );
}
