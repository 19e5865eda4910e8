import { ArrowLeftOutlined, HistoryOutlined, LockOutlined } from '@ant-design/icons';
import { App, Button, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Calibration, CalibrationCard } from '../../../../contract/talent-calibration';
import { useSignedInSession } from '../../../shared/session';
import { useWiderThan } from '../../../shared/use-wider-than';
import { dayText } from '../../../shared/dates';
import { errorText } from '../../../shared/api-client';
import { NotAuthorized } from '../page/not-authorized';
import { CARD_PAGE, useCalibration, useCalibrationCards, useCloseCalibration } from './calibration-api';
import { CalibrationGrid, CellList } from './calibration-grid';
import { MoveCardModal } from './move-card-modal';
import { MovesDrawer } from './moves-drawer';

/** One calibration: its header, the talent matrix with everyone's cards, moving a card, the history and the close. */
export function CalibrationBoard({ id }: { id: number }) {
  const { t } = useTranslation('talent');
  const header = useCalibration(id);
  const [limit, setLimit] = useState(CARD_PAGE);
  const cards = useCalibrationCards(id, limit);
  const wide = useWiderThan('md');
  const { Profile } = useSignedInSession();
  const [moving, setMoving] = useState<CalibrationCard | null>(null);
  const [history, setHistory] = useState<{ userId: number | null; name: string } | null>(null);

  if (header.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (header.isError) return <NotAuthorized error={header.error} back />;
  const c = header.data;
  const canMove = (card: CalibrationCard) => c.CanMove && card.UserId !== Profile.Id;
  const shown = cards.data?.Items ?? [];
  const board = {
    c,
    cards: shown,
    canMove,
    onMove: setMoving,
    onHistory: (card: CalibrationCard) => setHistory({ userId: card.UserId, name: card.User.Name }),
  };

  return (
    <section aria-labelledby="calibration-title">
      <Link to="/v3/talent/calibration" style={{ display: 'inline-block', margin: '8px 0' }}>
        <ArrowLeftOutlined /> {t('calibration.board.back')}
      </Link>
      <BoardHeader c={c} onHistory={() => setHistory({ userId: null, name: c.Name })} />
      {cards.isPending ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty description={t('calibration.board.noCards')} />
      ) : wide ? (
        <CalibrationGrid {...board} />
      ) : (
        <CellList {...board} />
      )}
      {cards.data && cards.data.Count > shown.length && (
        <Space style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">
            {t('calibration.board.more', { shown: shown.length, count: cards.data.Count })}
          </Typography.Text>
          <Button onClick={() => setLimit((l) => l + CARD_PAGE)} loading={cards.isFetching}>
            {t('calibration.board.loadMore')}
          </Button>
        </Space>
      )}
      {moving && <MoveCardModal c={c} card={moving} onClose={() => setMoving(null)} />}
      {history && <MovesDrawer c={c} userId={history.userId} name={history.name} onClose={() => setHistory(null)} />}
    </section>
  );
}

function BoardHeader({ c, onHistory }: { c: Calibration; onHistory: () => void }) {
  const { t } = useTranslation('talent');
  const { modal, message } = App.useApp();
  const close = useCloseCalibration(c.Id);
  const part = c.Root ? t('calibration.list.below', { name: c.Root.Name }) : t('calibration.list.wholeCompany');
  const confirmClose = () =>
    modal.confirm({
      title: t('calibration.closeConfirm.title'),
      content:
        c.Moved === 0
          ? t('calibration.closeConfirm.none')
          : t('calibration.closeConfirm.body', { count: c.Moved, primary: c.PrimaryAxisName, secondary: c.SecondaryAxisName }),
      okText: t('calibration.closeConfirm.ok'),
      cancelText: t('calibration.closeConfirm.cancel'),
      onOk: async () => {
        try {
          await close.mutateAsync(undefined);
          void message.success(t('calibration.closeConfirm.closed'));
        } catch (err) {
          void message.error(errorText(err));
        }
      },
    });
  return (
    <header style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 16 }}>
      <div>
        <Space wrap size={8}>
          <Typography.Title level={3} id="calibration-title" style={{ fontSize: 18, margin: 0 }}>
            {c.Name}
          </Typography.Title>
          <Tag color={c.State === 'open' ? 'blue' : 'default'}>{t(`calibration.state.${c.State}`)}</Tag>
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {[
            t('quarter', { quarter: c.Quarter, year: c.Year }),
            part,
            t('calibration.board.openedBy', { name: c.OpenedBy.Name }),
            c.State === 'closed' && c.ClosedAt
              ? t('calibration.board.closedOn', { date: dayText(c.ClosedAt) })
              : c.PastDeadline
                ? t('calibration.board.pastDeadline')
                : t('calibration.board.deadline', { date: dayText(c.Deadline) }),
          ].join(' · ')}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('calibration.board.counts', { count: c.Cards, moved: c.Moved, notAppraised: c.NotAppraised })}
        </Typography.Text>
      </div>
      <Space wrap>
        <Button icon={<HistoryOutlined />} onClick={onHistory}>
          {t('calibration.board.history')}
        </Button>
        {c.CanClose && (
          <Button type="primary" icon={<LockOutlined />} onClick={confirmClose} loading={close.isPending}>
            {t('calibration.board.close')}
          </Button>
        )}
      </Space>
    </header>
  );
}
