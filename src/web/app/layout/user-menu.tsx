import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInSession } from '../../shared/session';
import { PersonAvatar } from '../../components/person-avatar';

const triggerStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: 40,
  padding: '0 6px',
  border: 'none',
  borderRadius: 6,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
} as const;

export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('app');
  const { Profile } = useSignedInSession();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: <Link to="/v3/profile">{t('userMenu.viewProfile')}</Link> },
          { type: 'divider' },
          { key: 'signout', icon: <LogoutOutlined />, label: <Link to="/v3/signout">{t('userMenu.signOut')}</Link> },
        ],
      }}
    >
      <button type="button" aria-label={t('userMenu.label', { name: Profile.Name })} style={triggerStyle}>
        <PersonAvatar name={Profile.Name} src={Profile.Avatar} />
        {!compact && (
          <>
            <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{Profile.Name}</span>
            <DownOutlined style={{ fontSize: 10, color: 'rgba(0, 0, 0, 0.45)' }} />
          </>
        )}
      </button>
    </Dropdown>
  );
}
