import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { Link } from 'react-router';
import { useSignedInSession } from '../session';
import { APP_PRIMARY } from '../theme';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

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
  const { Profile } = useSignedInSession();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: <Link to="/v3/profile">View Profile</Link> },
          { type: 'divider' },
          { key: 'signout', icon: <LogoutOutlined />, label: <Link to="/v3/signout">Sign out</Link> },
        ],
      }}
    >
      <button type="button" aria-label={`User menu for ${Profile.Name}`} style={triggerStyle}>
        <Avatar size={32} style={{ backgroundColor: APP_PRIMARY, flexShrink: 0 }}>
          {initials(Profile.Name)}
        </Avatar>
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
