import { ApartmentOutlined, EditOutlined, LinkedinOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProfileDetail } from '../../../../contract/profile';
import { ROLE_LABELS } from '../../../../domain/roles';
import { ViewMoreText } from '../../../components/view-more-text';
import { PersonAvatar } from '../../../components/person-avatar';
import { DiscLetters } from '../../../components/disc-letters';
import { departmentOf, managerActionLabel, noManagerText, orgChartHref, permissionLabels, type PersonAction } from './profile-rules';
import { personOf, type Overlay, type PersonRef } from './use-profile-overlays';

type ProfileCardProps = {
  profile: ProfileDetail;
  onOpen: (overlay: Overlay) => void;
  onAction: (action: PersonAction, person: PersonRef) => void;
};

const sectionTitle = (text: string, extra?: ReactNode) => (
  <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
    <Typography.Title
      level={3}
      style={{ fontSize: 14, margin: 0, textTransform: 'uppercase', letterSpacing: 0.4, color: 'rgba(0, 0, 0, 0.55)' }}
    >
      {text}
    </Typography.Title>
    {extra}
  </div>
);

const line = { display: 'flex', alignItems: 'baseline', gap: 8, minWidth: 0 } as const;

/** The left card of the profile page: who the person is, their permissions, responsibilities and manager. */
export function ProfileCard({ profile: p, onOpen, onAction }: ProfileCardProps) {
  const can = p.Permissions;
  const person = personOf(p);
  const flags = permissionLabels(p);
  return (
    <Card aria-label={`About ${p.Name}`} styles={{ body: { padding: 24 } }}>
      <div style={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 4 }}>
        <PersonAvatar name={p.Name} src={p.Avatar} size={122} labelled />
        <Typography.Title level={2} style={{ fontSize: 20, margin: '12px 0 0', overflowWrap: 'anywhere' }}>
          {p.Name}
        </Typography.Title>
        {p.JobTitle && <Typography.Text>{p.JobTitle}</Typography.Text>}
        <Typography.Text type="secondary">{departmentOf(p.OrgUnit)}</Typography.Text>
        {p.Status !== 'Active' && (
          <Tag color={p.Status === 'Invited' ? 'gold' : 'default'} style={{ marginTop: 4, marginInlineEnd: 0 }}>
            {p.Status}
          </Tag>
        )}
      </div>

      <div style={{ display: 'grid', gap: 8, marginTop: 20 }}>
        <span style={line}>
          <MailOutlined aria-label="Email" />
          <a href={`mailto:${p.Email}`} style={{ overflowWrap: 'anywhere' }}>
            {p.Email}
          </a>
        </span>
        <DiscLetters disc={p.Disc} />
        {p.PhoneNumber && (
          <span style={line}>
            <PhoneOutlined aria-label="Phone" />
            <a href={`tel:${p.PhoneNumber.replace(/[^\d+]/g, '')}`}>{p.PhoneNumber}</a>
          </span>
        )}
        {p.LinkedinUrl && (
          <span style={line}>
            <LinkedinOutlined aria-hidden />
            <a href={p.LinkedinUrl} target="_blank" rel="noreferrer noopener">
              LinkedIn profile
            </a>
          </span>
        )}
        {p.Biography && <ViewMoreText text={p.Biography} style={{ color: 'rgba(0, 0, 0, 0.75)' }} />}
      </div>

      {can.CanEdit && (
        <Button block icon={<EditOutlined />} style={{ marginTop: 16 }} onClick={() => onOpen({ kind: 'edit' })}>
          Edit profile
        </Button>
      )}

      <Divider style={{ marginBlock: 20 }} />
      <section aria-label="User Permissions">
        {sectionTitle('User Permissions')}
        <Space size={[4, 8]} wrap>
          <Tag color="blue">{ROLE_LABELS[p.RoleName]}</Tag>
          {flags.map((flag) => (
            <Tag key={flag}>{flag}</Tag>
          ))}
        </Space>
        {can.CanManageUser && (
          <Button block style={{ marginTop: 12 }} onClick={() => onOpen({ kind: 'manage' })}>
            Manage User
          </Button>
        )}
      </section>

      <Divider style={{ marginBlock: 20 }} />
      <section aria-label="Responsibilities">
        {sectionTitle(
          'Responsibilities',
          can.CanEditResponsibility && (
            <Tooltip title="Edit responsibilities">
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label="Edit responsibilities"
                onClick={() => onOpen({ kind: 'responsibility' })}
              />
            </Tooltip>
          ),
        )}
        {p.Responsibility ? (
          <ViewMoreText text={p.Responsibility} />
        ) : (
          <Typography.Text type="secondary">No responsibilities written down yet.</Typography.Text>
        )}
      </section>

      <Divider style={{ marginBlock: 20 }} />
      <section aria-label="Manager">
        {sectionTitle('Manager')}
        {p.Manager ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
            <PersonAvatar name={p.Manager.Name} src={p.Manager.Avatar} size={36} />
            <div style={{ minWidth: 0 }}>
              <Link to={`/v3/profile/${p.Manager.Id}`} style={{ fontWeight: 500 }}>
                {p.Manager.Name}
              </Link>
              {p.Manager.JobTitle && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {p.Manager.JobTitle}
                </Typography.Text>
              )}
            </div>
          </div>
        ) : (
          <Typography.Text type="secondary">{noManagerText(p.RoleName)}</Typography.Text>
        )}
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
          <Link to={orgChartHref(p)}>
            <ApartmentOutlined aria-hidden /> View Org Chart
          </Link>
          {can.CanChangeManager && (
            <Button size="small" onClick={() => onAction('changeManager', person)}>
              {managerActionLabel(p.Manager !== null)}
            </Button>
          )}
        </div>
      </section>

      {(can.CanReinvite || can.CanDeactivate || can.CanActivate) && (
        <>
          <Divider style={{ marginBlock: 20 }} />
          <Space wrap>
            {can.CanReinvite && <Button onClick={() => onAction('reinvite', person)}>Reinvite</Button>}
            {can.CanActivate && (
              <Button type="primary" onClick={() => onAction('activate', person)}>
                Activate Profile
              </Button>
            )}
            {can.CanDeactivate && (
              <Button danger onClick={() => onAction('deactivate', person)}>
                Deactivate Profile
              </Button>
            )}
          </Space>
        </>
      )}
    </Card>
  );
}
