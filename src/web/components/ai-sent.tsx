import { Collapse, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const pre = { whiteSpace: 'pre-wrap', margin: '0 0 8px', fontSize: 12, maxHeight: 280, overflow: 'auto' } as const;

type Sent = { System: string; User: string };

/** 'What we sent to the AI' (issue 16): the instructions and the request a model was given, folded away. */
export function AiSent({ sent }: { sent: Sent | null }) {
  if (!sent) return null;
  return (
    <AiSentFold>
      <AiSentText sent={sent} />
    </AiSentFold>
  );
}

/** The fold alone; its content is rendered when first opened, so it may load what it shows then. */
export function AiSentFold({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Collapse size="small" ghost items={[{ key: 'sent', label: t('aiSent.title'), children }]} />;
}

export function AiSentText({ sent }: { sent: Sent }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Typography.Text strong>{t('aiSent.instructions')}</Typography.Text>
      <pre style={pre}>{sent.System}</pre>
      <Typography.Text strong>{t('aiSent.request')}</Typography.Text>
      <pre style={pre}>{sent.User}</pre>
    </>
  );
}
