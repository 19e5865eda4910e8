import { Button, Empty, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '../../../components/load-more-footer';
import { dayPassed, dayText } from '../../../shared/dates';
import { useAskedRequests } from './feedback-api';

const PAGE = 10;

/** "Asked of you": the feedback the viewer is asked to give, open first, each with its due date. */
export function AskedSection({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('talent');
  const [limit, setLimit] = useState(PAGE);
  const { data, isPending, isFetching } = useAskedRequests('', limit);
  return (
    <section aria-labelledby="feedback-asked">
      <h3 id="feedback-asked">{t('feedback.asked.title')}</h3>
      <List
        loading={isPending}
        dataSource={data?.Items ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('feedback.asked.empty')} /> }}
        renderItem={(r) => (
          <List.Item
            key={r.Id}
            actions={[
              <Button key="open" type={r.State === 'requested' ? 'primary' : 'default'} onClick={() => onOpen(r.Id)}>
                {r.State === 'requested' ? t('feedback.asked.answer') : t('feedback.asked.view')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={t(r.Kind === 'upward' ? 'feedback.asked.aboutManager' : 'feedback.asked.about', { name: r.Subject.Name })}
              description={
                <Typography.Text type="secondary">
                  {t(r.State === 'requested' && dayPassed(r.DueOn) ? 'feedback.asked.late' : 'feedback.asked.due', {
                    quarter: r.Quarter,
                    due: dayText(r.DueOn),
                  })}{' '}
                  <Tag color={r.State === 'requested' ? 'blue' : r.State === 'submitted' ? 'green' : 'default'}>
                    {t(`feedback.state.${r.State}`)}
                  </Tag>
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      {data && data.Total > PAGE && (
        <LoadMoreFooter
          shown={data.Items.length}
          total={data.Total}
          hasMore={data.Items.length < data.Total}
          loading={isFetching}
          onMore={() => setLimit((l) => l + PAGE)}
        />
      )}
    </section>
  );
}
