import { App, Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackSetup, SeenRequest } from '../../../../contract/talent-feedback';
import { errorText } from '../../../shared/api-client';
import { useSignedInSession } from '../../../shared/session';
import { useFeedbackOf, useNominatePeers } from './feedback-api';
import { PeerPicker } from './peer-picker';

type Quarter = NonNullable<FeedbackSetup['Quarter']>;

/** "Your peers for Q…": whom the viewer named, waiting for their manager or asked, and naming more. */
export function YourPeers({ setup, quarter }: { setup: FeedbackSetup; quarter: Quarter }) {
  const { Profile } = useSignedInSession();
  const { data } = useFeedbackOf(quarter.Id, Profile.Id);
  if (!data) return null;
  const requests = data.Peers?.Requests ?? [];
  return <PeersForm key={requests.map((r) => `${r.Id}${r.State}`).join()} setup={setup} quarter={quarter} requests={requests} />;
}

function PeersForm({ setup, quarter, requests }: { setup: FeedbackSetup; quarter: Quarter; requests: SeenRequest[] }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const { Profile } = useSignedInSession();
  const nominate = useNominatePeers();
  const waiting = requests.filter((r) => r.State === 'nominated');
  const asked = requests.filter((r) => r.State !== 'nominated');
  // Starts from the nominations as loaded; the caller keys this by them, so a saved list starts it afresh.
  const [chosen, setChosen] = useState<number[]>(() => waiting.map((r) => r.Respondent.Id));
  const room = Math.max(0, setup.PeerCap - asked.length);

  const save = async () => {
    try {
      await nominate.mutateAsync({ periodId: quarter.Id, UserIds: chosen });
      void message.success(t('feedback.peers.sent'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <section aria-labelledby="feedback-peers">
      <h3 id="feedback-peers">{t('feedback.peers.title', { quarter: t('quarter', { quarter: quarter.Quarter, year: quarter.Year }) })}</h3>
      <Typography.Paragraph type="secondary">
        {t('feedback.peers.help', { count: setup.PeerCap })} {t(`feedback.section.mode.${setup.PeerVisibility}`)}
      </Typography.Paragraph>
      {requests.length > 0 && (
        <Space wrap style={{ marginBottom: 12 }}>
          {requests.map((r) => (
            <Tag key={r.Id} color={r.State === 'nominated' ? 'gold' : 'blue'}>
              {r.Respondent.Name}: {t(r.State === 'nominated' ? 'feedback.peers.waiting' : 'feedback.peers.asked')}
            </Tag>
          ))}
        </Space>
      )}
      <Space.Compact style={{ width: '100%' }} direction="vertical">
        <PeerPicker
          label={t('feedback.peers.pick')}
          value={chosen}
          onChange={setChosen}
          known={waiting.map((r) => r.Respondent)}
          excluded={[Profile.Id, ...(setup.ManagerId ? [setup.ManagerId] : []), ...asked.map((r) => r.Respondent.Id)]}
          max={room}
        />
      </Space.Compact>
      <Button type="primary" style={{ marginTop: 12 }} loading={nominate.isPending} onClick={() => void save()}>
        {t('feedback.peers.send')}
      </Button>
    </section>
  );
}
