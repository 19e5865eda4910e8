import { Card, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DirectoryEntry } from '../../../../contract/organization';
import { StatusTag } from '../components/status-tag';
import { departmentOf, PersonCell, RoleCell } from './person-cell';

/** The directory on a phone: one card per person; the name opens the profile. */
export function DirectoryCards({ rows, loading, empty }: { rows: DirectoryEntry[]; loading: boolean; empty: ReactNode }) {
  const { t } = useTranslation('organization');
  const navigate = useNavigate();
  if (rows.length === 0) return loading ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : <>{empty}</>;
  return (
    <Spin spinning={loading}>
      <ul aria-label={t('directory.people')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {rows.map((entry) => (
          <li key={entry.Id}>
            <Card
              size="small"
              hoverable
              onClick={() => void navigate(`/v3/profile/${entry.Id}`)}
              styles={{ body: { display: 'grid', gap: 8 } }}
            >
              <PersonCell entry={entry} />
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {departmentOf(entry)}
                  {entry.ManagerName && ` · ${t('directory.reportsTo', { name: entry.ManagerName })}`}
                </Typography.Text>
                <StatusTag status={entry.Status} />
              </div>
              <RoleCell entry={entry} />
            </Card>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
