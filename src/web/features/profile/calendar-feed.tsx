import { useState } from 'react';
import { Alert, App, Button, Flex, Popconfirm, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed } from '../../../contract/calendar';
import { errorText } from '../../shared/api-client';
import { dayText, momentText } from '../../shared/dates';
import { useCalendarFeed, useChangeCalendarFeed } from './api/calendar-feed';

/**
 * The person's private calendar feed (issue 33) in their settings: none → 'Create calendar address'; in use → when it
 * was made and last read, 'New address' (the old one stops working) and 'Turn off'. A new address is shown once.
 */
export function CalendarFeedSetting() {
  const { t } = useTranslation('profile');
  const feed = useCalendarFeed();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <section aria-labelledby="calendar-feed" style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', paddingBlock: 16 }}>
      <Typography.Title level={3} id="calendar-feed" style={{ fontSize: 16, margin: 0 }}>
        {t('calendar.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('calendar.help')}
      </Typography.Paragraph>
      {created && <NewAddress url={created} onDone={() => setCreated(null)} />}
      {feed.isError && <Alert type="warning" showIcon title={t('calendar.notLoaded')} />}
      {feed.data && <FeedState feed={feed.data} onCreated={setCreated} />}
    </section>
  );
}

function FeedState({ feed, onCreated }: { feed: CalendarFeed; onCreated: (url: string) => void }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const { create, remove } = useChangeCalendarFeed();
  const busy = create.isPending || remove.isPending;
  const makeAddress = () =>
    create.mutate(undefined, { onSuccess: (made) => onCreated(made.Url), onError: (e) => void message.error(errorText(e)) });
  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => void message.success(t('calendar.turnedOff')),
      onError: (e) => void message.error(errorText(e)),
    });

  if (!feed.Active)
    return (
      <Button icon={<CalendarOutlined />} loading={create.isPending} onClick={makeAddress}>
        {t('calendar.create')}
      </Button>
    );
  return (
    <>
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        {feed.CreatedAt && t('calendar.active', { date: dayText(feed.CreatedAt) })}{' '}
        {feed.LastReadAt ? t('calendar.lastRead', { moment: momentText(feed.LastReadAt) }) : t('calendar.neverRead')}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Popconfirm title={t('calendar.newConfirm')} okText={t('calendar.newAddress')} onConfirm={makeAddress}>
          <Button loading={create.isPending} disabled={busy}>
            {t('calendar.newAddress')}
          </Button>
        </Popconfirm>
        <Popconfirm
          title={t('calendar.turnOffConfirm')}
          okText={t('calendar.turnOff')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={turnOff}
        >
          <Button danger disabled={busy}>
            {t('calendar.turnOff')}
          </Button>
        </Popconfirm>
      </Flex>
    </>
  );
}

/** The new address, this once, with a Copy button and how to add it to a calendar app. */
function NewAddress({ url, onDone }: { url: string; onDone: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('calendar.yourAddress')}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('calendar.shownOnce')}</Typography.Paragraph>
          <Typography.Paragraph
            code
            copyable={{ text: url, tooltips: [t('calendar.copy'), t('calendar.copied')] }}
            style={{ wordBreak: 'break-all', marginBottom: 8 }}
            data-testid="calendar-address"
          >
            {url}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('calendar.howTo')}
          </Typography.Paragraph>
          <Button onClick={onDone}>{t('calendar.done')}</Button>
        </>
      }
    />
  );
}
