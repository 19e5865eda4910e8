import { CheckSquareOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { Link } from 'react-router';
import { TrellisLogo } from '../../components/trellis-logo';
import { useSignedInSession } from '../session';
import { useTenantLogo } from './get-tenant-logo';
import { NotificationsBell } from './notifications-drawer';
import { UserMenu } from './user-menu';

const iconLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  color: 'rgba(0, 0, 0, 0.88)',
} as const;

type AppHeaderProps = { compact: boolean; onOpenMenu?: () => void };

function TenantBrand({ compact }: { compact: boolean }) {
  const { Tenant } = useSignedInSession();
  const logo = useTenantLogo(Tenant.HasLogo).data?.data;
  return (
    <Link to="/v3/home" style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, color: 'inherit' }}>
      {logo ? (
        <img src={logo} alt={Tenant.Name} style={{ maxHeight: 36, maxWidth: compact ? 120 : 180, objectFit: 'contain' }} />
      ) : (
        <>
          <TrellisLogo height={28} showName={false} />
          <span style={{ fontWeight: 600, fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {Tenant.Name}
          </span>
        </>
      )}
    </Link>
  );
}

export function AppHeader({ compact, onOpenMenu }: AppHeaderProps) {
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        height: 56,
        lineHeight: 'normal',
        paddingInline: compact ? 12 : 24,
        background: '#fff',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
      }}
    >
      {onOpenMenu && <Button type="text" aria-label="Open menu" icon={<MenuOutlined />} onClick={onOpenMenu} />}
      <TenantBrand compact={compact} />
      <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: compact ? 2 : 8 }}>
        <Tooltip title="Action Items">
          <Link to="/v3/actionitems" aria-label="Action Items" style={iconLinkStyle}>
            <CheckSquareOutlined style={{ fontSize: 18 }} />
          </Link>
        </Tooltip>
        <NotificationsBell />
        <UserMenu compact={compact} />
      </div>
    </Layout.Header>
  );
}
