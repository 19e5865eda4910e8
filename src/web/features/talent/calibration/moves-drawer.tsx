import { Button, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calibration } from '../../../../contract/talent-calibration';
import { Drawer } from '../../../components/drawer';
import { useWiderThan } from '../../../shared/use-wider-than';
import { momentText } from '../../../shared/dates';
import { MOVE_PAGE, useCalibrationMoves } from './calibration-api';
import { cellName } from './calibration-rules';

/** The history of a calibration (or of one person's card in it), newest first: who moved whom, from where to where, and why. */
export function MovesDrawer({ c, userId, name, onClose }: { c: Calibration; userId: number | null; name: string; onClose: () => void }) {
  const { t } = useTranslation('talent');
  const wide = useWiderThan('md');
  const [limit, setLimit] = useState(MOVE_PAGE);
  const moves = useCalibrationMoves(c.Id, userId, limit, true);
  const items = moves.data?.Items ?? [];
  return (
    <Drawer open title={t('calibration.historyDrawer.title', { name })} size={wide ? 520 : '100%'} onClose={onClose} destroyOnHidden>
      {moves.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description={t('calibration.historyDrawer.empty')} />
      ) : (
        <List
          dataSource={items}
          renderItem={(m) => (
            <List.Item>
              <List.Item.Meta
                title={t('calibration.historyDrawer.line', { who: m.User.Name, from: cellName(c, m.From), to: cellName(c, m.To) })}
                description={
                  <>
                    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.Reason}</Typography.Paragraph>
                    <Typography.Text type="secondary">
                      {t('calibration.historyDrawer.by', { name: m.MovedBy.Name, at: momentText(m.At) })}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
          loadMore={
            moves.data && moves.data.Count > items.length ? (
              <div style={{ textAlign: 'center', marginTop: 12 }}>
                <Button onClick={() => setLimit((l) => l + MOVE_PAGE)} loading={moves.isFetching}>
                  {t('calibration.historyDrawer.loadMore')}
                </Button>
              </div>
            ) : null
          }
        />
      )}
    </Drawer>
  );
}
