import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalSentRequest } from '../../../../contract/ai';
import type { Writer } from '../../../../domain/ai/written-by';
import { AiSentFold, AiSentText } from '../../../components/ai-sent';
import { errorText } from '../../../shared/api-client';
import { useGoalWritingSent } from '../api/get-goal-writing-sent';

type AiAnswerNoteProps = { writtenBy: Writer; sentFor: GoalSentRequest };

/**
 * Under each answer, who wrote it: the built-in writer as a banner as clear as the AI summaries' (issue 28), or the
 * model's name and, on opening, what it was sent.
 */
export function AiAnswerNote({ writtenBy, sentFor }: AiAnswerNoteProps) {
  const { t } = useTranslation('goalDetail');
  if (writtenBy.Kind === 'built-in') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<InfoCircleOutlined />}
        style={{ marginTop: 8 }}
        title={t('ai.builtInNotice')}
        description={t('ai.builtInAdvice')}
      />
    );
  }
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {t('ai.modelWrote', { model: writtenBy.Model })}
      </Typography.Text>
      <AiSentFold>
        <SentOnOpen request={sentFor} />
      </AiSentFold>
    </div>
  );
}

// Asked only when the fold is opened: the answer itself carries no prompt (decision 028).
function SentOnOpen({ request }: { request: GoalSentRequest }) {
  const { t } = useTranslation('goalDetail');
  const sent = useGoalWritingSent(request);
  if (sent.isError) return <Alert type="error" showIcon role="alert" title={errorText(sent.error)} />;
  if (!sent.data) return <Typography.Text type="secondary">{t('ai.loading')}</Typography.Text>;
  return sent.data.Sent ? <AiSentText sent={sent.data.Sent} /> : <Typography.Text type="secondary">{t('ai.nothingSent')}</Typography.Text>;
}
