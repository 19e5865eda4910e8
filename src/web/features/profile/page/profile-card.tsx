import { ApartmentOutlined, EditOutlined, LinkedinOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileDetail } from '../../../../contract/profile';
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
  const { t } = useTranslation('profile');
  const can = p.Permissions;
  const person = personOf(p);
  const flags = permissionLabels(p);
  return (
    <Card aria-label={t('card.about', { name: p.Name })} styles={{ body: { padding: 24 } }}>
      <div style={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 4 }}>
        <PersonAvatar name={p.Name} src={p.Avatar} size={122} labelled />
        <Typography.Title level={2} style={{ fontSize: 20, margin: '12px 0 0', overflowWrap: 'anywhere' }}>
          {p.Name}
        </Typography.Title>
        {p.JobTitle && <Typography.Text>{p.JobTitle}</Typography.Text>}
        <Typography.Text type="secondary">{departmentOf(p.OrgUnit)}</Typography.Text>
        {p.Status !== 'Active' && (
          <Tag color={p.Status === 'Invited' ? 'gold' : 'default'} style={{ marginTop: 4, marginInlineEnd: 0 }}>
            {t(`status.${p.Status}`)}
          </Tag>
        )}
      </div>

      <div style={{ display: 'grid', gap: 8, marginTop: 20 }}>
        <span style={line}>
          <MailOutlined aria-label={t('card.email')} />
          <a href={`mailto:${p.Email}`} style={{ overflowWrap: 'anywhere' }}>
            {p.Email}
          </a>
        </span>
        <DiscLetters disc={p.Disc} />
        {p.PhoneNumber && (
          <span style={line}>
            <PhoneOutlined aria-label={t('card.phone')} />
            <a href={`tel:${p.PhoneNumber.replace(/[^\d+]/g, '')}`}>{p.PhoneNumber}</a>
          </span>
        )}
        {p.LinkedinUrl && (
          <span style={line}>
            <LinkedinOutlined aria-hidden />
            <a href={p.LinkedinUrl} target="_blank" rel="noreferrer noopener">
              {t('card.linkedin')}
            </a>
          </span>
        )}
        {p.Biography && <ViewMoreText text={p.Biography} style={{ color: 'rgba(0, 0, 0, 0.75)' }} />}
      </div>

      {can.CanEdit && (
        <Button block icon={<EditOutlined />} style={{ marginTop: 16 }} onClick={() => onOpen({ kind: 'edit' })}>
          {t('card.editProfile')}
        </Button>
      )}

      <Divider style={{ marginBlock: 20 }} />
      <section aria-label={t('card.permissions')}>
        {sectionTitle(t('card.permissions'))}
        <Space size={[4, 8]} wrap>
          <Tag color="blue">{t(`roles.${p.RoleName}`)}</Tag>
          {flags.map((flag) => (
            <Tag key={flag}>{flag}</Tag>
          ))}
        </Space>
        {can.CanManageUser && (
          <Button block style={{ marginTop: 12 }} onClick={() => onOpen({ kind: 'manage' })}>
            {t('card.manageUser')}
          </Button>
        )}
      </section>

      <Divider style={{ marginBlock: 20 }} />
      <section aria-label={t('card.responsibilities')}>
        {sectionTitle(
          t('card.responsibilities'),
          can.CanEditResponsibility && (
            <Tooltip title={t('card.editResponsibilities')}>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('card.editResponsibilities')}
                onClick={() => onOpen({ kind: 'responsibility' })}
              />
            </Tooltip>
          ),
        )}
        {p.Responsibility ? (
          <ViewMoreText text={p.Responsibility} />
        ) : (
          <Typography.Text type="secondary">{t('card.noResponsibilities')}</Typography.Text>
        )}
      </section>

      <Divider style={{ marginBlock: 20 }} />
      <section aria-label={t('card.manager')}>
        {sectionTitle(t('card.manager'))}
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
            <ApartmentOutlined aria-hidden /> {t('card.viewOrgChart')}
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
            {can.CanReinvite && <Button onClick={() => onAction('reinvite', person)}>{t('card.reinvite')}</Button>}
            {can.CanActivate && (
              <Button type="primary" onClick={() => onAction('activate', person)}>
                {t('card.activate')}
              </Button>
            )}
            {can.CanDeactivate && (
              <Button danger onClick={() => onAction('deactivate', person)}>
                {t('card.deactivate')}
              </Button>
            )}
          </Space>
        </>
      )}
    </Card>
  );
}
