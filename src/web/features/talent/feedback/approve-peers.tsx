import { App, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeerApprovals } from '../../../../contract/talent-feedback';
import { LoadMoreFooter } from '../../../components/load-more-footer';
import { errorText } from '../../../shared/api-client';
import { useChoosePeers, usePeerApprovals } from './feedback-api';
import { PeerPicker } from './peer-picker';

const PAGE = 10;
type Item = PeerApprovals['Items'][number];

function PersonPeers({ item, periodId }: { item: Item; periodId: number }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const choose = useChoosePeers();
  const [chosen, setChosen] = useState(item.Requests.map((r) => r.Respondent.Id));
  const answered = item.Requests.filter((r) => r.State === 'submitted' || r.State === 'declined').map((r) => r.Respondent.Id);
  const waiting = item.Requests.some((r) => r.State === 'nominated');
  // A report who named nobody is one line until the manager chooses peers for them.
  const [choosing, setChoosing] = useState(item.Requests.length > 0);
  const save = async (ids: number[]) => {
    try {
      await choose.mutateAsync({ periodId, userId: item.User.Id, UserIds: [...new Set([...answered, ...ids])] });
      void message.success(t('feedback.approve.done', { name: item.User.Name }));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <Card size="small" title={item.User.Name} extra={waiting && <Tag color="gold">{t('feedback.approve.waiting')}</Tag>}>
      {item.Requests.length > 0 ? (
        <Space wrap style={{ marginBottom: 8 }}>
          {item.Requests.map((r) => (
            <Tag key={r.Id}>
              {r.Respondent.Name}: {t(`feedback.state.${r.State}`)}
            </Tag>
          ))}
        </Space>
      ) : (
        <Space wrap style={{ marginBottom: choosing ? 8 : 0 }}>
          <Typography.Text type="secondary">{t('feedback.approve.none')}</Typography.Text>
          {!choosing && (
            <Button type="link" style={{ padding: 0 }} onClick={() => setChoosing(true)}>
              {t('feedback.approve.choose', { name: item.User.Name })}
            </Button>
          )}
        </Space>
      )}
      {choosing && (
        <>
          <PeerPicker
            label={t('feedback.approve.pick', { name: item.User.Name })}
            value={chosen}
            onChange={(ids) => setChosen([...new Set([...answered, ...ids])])}
            known={item.Requests.map((r) => r.Respondent)}
            excluded={[item.User.Id]}
            max={50}
          />
          <Space wrap style={{ marginTop: 8 }}>
            <Button type="primary" loading={choose.isPending} onClick={() => void save(chosen)}>
              {waiting ? t('feedback.approve.approve') : t('feedback.approve.save')}
            </Button>
          </Space>
        </>
      )}
    </Card>
  );
}

/** "Approve peers": the viewer's reports (and, for a talent admin, anyone waiting), each approved as named or changed. */
export function ApprovePeers({ periodId }: { periodId: number }) {
  const { t } = useTranslation('talent');
  const [limit, setLimit] = useState(PAGE);
  const { data, isPending, isFetching } = usePeerApprovals(periodId, limit, true);
  if (isPending) return null;
  if (!data || data.Total === 0) return null;
  return (
    <section aria-labelledby="feedback-approve">
      <h3 id="feedback-approve">{t('feedback.approve.title')}</h3>
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        {data.Items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        {data.Items.map((item) => (
          <PersonPeers key={`${item.User.Id}-${item.Requests.map((r) => r.Id + r.State).join()}`} item={item} periodId={periodId} />
        ))}
      </Space>
      {data.Total > PAGE && (
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
