import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalibrationSummary } from '../../../../contract/talent-calibration';
import { askerOf, isTalentAdmin } from '../../../../domain/askers';
import { useSignedInSession } from '../../../shared/session';
import { dayText } from '../../../shared/dates';
import { errorText } from '../../../shared/api-client';
import { useCalibrations } from './calibration-api';
import { OpenCalibrationModal } from './open-calibration-modal';

const PAGE = 20;

/** The calibrations the viewer takes part in, open first; talent admins open new ones here. */
export function CalibrationList() {
  const { t } = useTranslation('talent');
  const { Profile } = useSignedInSession();
  const admin = isTalentAdmin(askerOf(Profile));
  const [limit, setLimit] = useState(PAGE);
  const [opening, setOpening] = useState(false);
  const list = useCalibrations(limit);

  return (
    <section aria-labelledby="calibrations-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', margin: '8px 0 16px' }}>
        <Typography.Title level={3} id="calibrations-title" style={{ fontSize: 18, margin: 0 }}>
          {t('calibration.list.title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpening(true)}>
            {t('calibration.list.open')}
          </Button>
        )}
      </Space>
      {list.isPending ? (
        <Skeleton active />
      ) : list.isError ? (
        <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>
      ) : list.data.Count === 0 ? (
        <Empty description={admin ? t('calibration.list.empty') : t('calibration.list.emptyManager')} />
      ) : (
        <List
          dataSource={list.data.Items}
          renderItem={(c) => <CalibrationItem c={c} />}
          loadMore={
            list.data.Items.length < list.data.Count && (
              <div style={{ textAlign: 'center', marginTop: 12 }}>
                <Button onClick={() => setLimit((l) => l + PAGE)} loading={list.isFetching}>
                  {t('calibration.list.loadMore')}
                </Button>
              </div>
            )
          }
        />
      )}
      {opening && <OpenCalibrationModal onClose={() => setOpening(false)} />}
    </section>
  );
}

function CalibrationItem({ c }: { c: CalibrationSummary }) {
  const { t } = useTranslation('talent');
  const part = c.Root ? t('calibration.list.below', { name: c.Root.Name }) : t('calibration.list.wholeCompany');
  return (
    <List.Item>
      <List.Item.Meta
        title={
          <Space wrap size={8}>
            <Link to={`/v3/talent/calibration/${c.Id}`}>{c.Name}</Link>
            <Tag color={c.State === 'open' ? 'blue' : 'default'}>{t(`calibration.state.${c.State}`)}</Tag>
          </Space>
        }
        description={[
          t('quarter', { quarter: c.Quarter, year: c.Year }),
          part,
          t('calibration.board.deadline', { date: dayText(c.Deadline) }),
        ].join(' · ')}
      />
    </List.Item>
  );
}
