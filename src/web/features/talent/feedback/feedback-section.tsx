import { Alert, Empty, List, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PeersSeen, SeenAnswer, SeenSummary, UpwardSeen } from '../../../../contract/talent-feedback';
import { useFeedbackOf } from './feedback-api';
import { answerGroups, ratingText } from './feedback-rules';

/** Answers as the viewer may see them: by writer when named, else by question (never in the order of writing). */
function Answers({ answers }: { answers: SeenAnswer[] }) {
  const { t } = useTranslation('talent');
  return (
    <List
      size="small"
      dataSource={answerGroups(answers)}
      renderItem={(g) => (
        <List.Item key={g.key} style={{ display: 'block' }}>
          <Typography.Text strong>{g.title ?? t('feedback.section.anonymousWriter')}</Typography.Text>
          {g.lines.map((line, i) => (
            <div key={i}>
              {g.title !== null && <Typography.Text type="secondary">{line.question} </Typography.Text>}
              <Typography.Text>{line.rating ?? line.text}</Typography.Text>
            </div>
          ))}
        </List.Item>
      )}
    />
  );
}

function Summary({ rows }: { rows: SeenSummary[] }) {
  const { t } = useTranslation('talent');
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="Question"
      dataSource={rows}
      columns={[
        { title: t('feedback.section.question'), dataIndex: 'Question' },
        { title: t('feedback.section.average'), render: (_, r) => ratingText(r, t) },
        { title: t('feedback.section.answers'), dataIndex: 'Count', align: 'right' },
      ]}
    />
  );
}

function Peers({ peers }: { peers: PeersSeen }) {
  const { t } = useTranslation('talent');
  if (!peers.Shown) {
    return <Alert type="info" showIcon title={t('feedback.section.needed', { count: peers.Threshold, given: peers.Count })} />;
  }
  if (peers.Count === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('feedback.section.none')} />;
  return peers.Visibility === 'summary' ? <Summary rows={peers.Summary} /> : <Answers answers={peers.Answers} />;
}

function Upward({ upward }: { upward: UpwardSeen }) {
  const { t } = useTranslation('talent');
  if (!upward.Shown) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('feedback.section.upwardCount', { given: upward.Count, asked: upward.Asked, count: upward.Threshold })}
      />
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Summary rows={upward.Summary} />
      <Answers answers={upward.Answers.filter((a) => a.Kind === 'text')} />
    </Space>
  );
}

/** A person's peer and upward feedback of a quarter, as the viewer may see it (the appraisal drawer shows it). */
export function FeedbackSection({ userId, periodId }: { userId: number; periodId: number }) {
  const { t } = useTranslation('talent');
  const { data, isPending, isError } = useFeedbackOf(periodId, userId);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError || (!data.Peers && !data.Upward)) return null;
  const requests = data.Peers?.Visibility === 'full' ? data.Peers.Requests : [];
  return (
    <section aria-labelledby={`feedback-${userId}-${periodId}`}>
      <h3 id={`feedback-${userId}-${periodId}`}>{t('feedback.section.title')}</h3>
      {data.Peers && (
        <>
          <Typography.Paragraph type="secondary">{t(`feedback.section.mode.${data.Peers.Visibility}`)}</Typography.Paragraph>
          {requests.length > 0 && (
            <Space wrap style={{ marginBottom: 8 }}>
              {requests.map((r) => (
                <Tag key={r.Id} title={r.DeclineReason ?? undefined}>
                  {r.Respondent.Name}: {t(`feedback.state.${r.State}`)}
                  {r.DeclineReason ? ` — ${r.DeclineReason}` : ''}
                </Tag>
              ))}
            </Space>
          )}
          <Peers peers={data.Peers} />
        </>
      )}
      {data.Upward && (
        <>
          <h4>{t('feedback.section.upwardTitle')}</h4>
          <Upward upward={data.Upward} />
        </>
      )}
    </section>
  );
}
