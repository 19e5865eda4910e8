import { Alert, Typography } from 'antd';
import type { GoalSentRequest } from '../../../../contract/ai';
import type { Writer } from '../../../../domain/ai/written-by';
import { AiSentFold, AiSentText } from '../../../components/ai-sent';
import { errorText } from '../../../shared/api-client';
import { useGoalWritingSent } from '../api/get-goal-writing-sent';

type AiAnswerNoteProps = { writtenBy: Writer; sentFor: GoalSentRequest };

/** Under each answer: who wrote it (the built-in writer's notice) and, when a model was asked, what it was sent. */
export function AiAnswerNote({ writtenBy, sentFor }: AiAnswerNoteProps) {
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {writtenBy.Notice ?? `Written by the AI model ${writtenBy.Model}: check it before you use it.`}
      </Typography.Text>
      {writtenBy.Kind === 'model' && (
        <AiSentFold>
          <SentOnOpen request={sentFor} />
        </AiSentFold>
      )}
    </div>
  );
}

// Asked only when the fold is opened: the answer itself carries no prompt (decision 028).
function SentOnOpen({ request }: { request: GoalSentRequest }) {
  const sent = useGoalWritingSent(request);
  if (sent.isError) return <Alert type="error" showIcon role="alert" title={errorText(sent.error)} />;
  if (!sent.data) return <Typography.Text type="secondary">Loading…</Typography.Text>;
  return sent.data.Sent ? (
    <AiSentText sent={sent.data.Sent} />
  ) : (
    <Typography.Text type="secondary">Nothing was sent to a model.</Typography.Text>
  );
}
