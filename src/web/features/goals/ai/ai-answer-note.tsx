import { Typography } from 'antd';
import type { AiWriter } from '../../../../contract/ai';
import { AiSent } from '../../../components/ai-sent';

type AiAnswerNoteProps = { writtenBy: AiWriter; sent: { System: string; User: string } | null };

/** Under each answer: who wrote it (the built-in writer's notice) and, when a model was asked, what it was sent. */
export function AiAnswerNote({ writtenBy, sent }: AiAnswerNoteProps) {
  return (
    <div style={{ marginTop: 8 }}>
      {(writtenBy.Notice || writtenBy.Model) && (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
          {writtenBy.Notice ?? `Written by the AI model ${writtenBy.Model}: check it before you use it.`}
        </Typography.Text>
      )}
      <AiSent sent={sent} />
    </div>
  );
}
