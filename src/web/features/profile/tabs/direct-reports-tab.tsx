import { ApartmentOutlined, MoreOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectReport, ProfileDetail } from '../../../../contract/profile';
import { PersonAvatar } from '../../../components/person-avatar';
import { reportActions, STATUS_COLORS, type PersonAction } from '../page/profile-rules';
import type { PersonRef } from '../page/use-profile-overlays';
import { useWiderThan } from '../../../shared/use-wider-than';

type DirectReportsTabProps = {
  profile: ProfileDetail;
  onAction: (action: PersonAction, person: PersonRef) => void;
  onAdd: () => void;
};

/** Direct Reports tab: Employee, Status (Active or Invited) and the actions the viewer may take; cards on phones. */
export function DirectReportsTab({ profile, onAction, onAdd }: DirectReportsTabProps) {
  const { t } = useTranslation('profile');
  const phone = !useWiderThan('md');
  const reports = profile.DirectReports;
  const refOf = (r: DirectReport): PersonRef => ({ Id: r.Id, Name: r.Name, ManagerId: profile.Id, ManagerName: profile.Name });
  const actions = (r: DirectReport) => {
    const entries = reportActions(r.Permissions);
    if (entries.length === 0) return null;
    return (
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: entries.map((action) => ({ key: action, label: t(`actions.${action}`), danger: action === 'deactivate' })),
          onClick: ({ key }) => onAction(key as PersonAction, refOf(r)),
        }}
      >
        <Button type="text" icon={<MoreOutlined />} aria-label={t('reports.actionsFor', { name: r.Name })} />
      </Dropdown>
    );
  };
  const employee = (r: DirectReport) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <PersonAvatar name={r.Name} src={r.Avatar} size={36} />
      <div style={{ minWidth: 0 }}>
        <Link to={`/v3/profile/${r.Id}`} style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {r.Name}
        </Link>
        {r.JobTitle && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13, overflowWrap: 'anywhere' }}>
            {r.JobTitle}
          </Typography.Text>
        )}
      </div>
    </div>
  );
  const status = (r: DirectReport) => <Tag color={STATUS_COLORS[r.Status]}>{t(`status.${r.Status}`)}</Tag>;
  // Without any action to offer (a colleague's team), no empty Actions column.
  const anyActions = reports.some((r) => reportActions(r.Permissions).length > 0);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <Typography.Text type="secondary">{t('reports.count', { count: profile.DirectReportCount })}</Typography.Text>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <Link to={`/v3/organization/${profile.Id}`}>
            <ApartmentOutlined aria-hidden /> {t('reports.viewOrgStructure')}
          </Link>
          {profile.Permissions.CanAddEmployee && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={onAdd}>
              {t('reports.addEmployee')}
            </Button>
          )}
        </div>
      </div>
      {reports.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.empty')} style={{ margin: 0, paddingBlock: 24 }} />
      ) : phone ? (
        <ul aria-label={t('reports.list')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {reports.map((r) => (
            <li key={r.Id}>
              <Card size="small">
                <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <div style={{ flex: 1, minWidth: 0 }}>{employee(r)}</div>
                  {status(r)}
                  {actions(r)}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Table<DirectReport>
          aria-label={t('reports.list')}
          rowKey="Id"
          size="middle"
          dataSource={reports}
          pagination={reports.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          columns={[
            { key: 'employee', title: t('reports.employee'), render: (_, r) => employee(r) },
            { key: 'status', title: t('reports.status'), width: 120, render: (_, r) => status(r) },
            ...(anyActions
              ? [
                  {
                    key: 'actions',
                    title: t('reports.actions'),
                    width: 90,
                    align: 'right' as const,
                    render: (_: unknown, r: DirectReport) => actions(r),
                  },
                ]
              : []),
          ]}
        />
      )}
      {profile.DirectReportCount > reports.length && (
        <Typography.Text type="secondary">
          {t('reports.showing', { shown: reports.length, total: profile.DirectReportCount })}
        </Typography.Text>
      )}
    </div>
  );
}
