import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionItemsLink } from '../../features/action-items';
import { useLiveChannel } from '../live/use-live-channel';
import { useSignedInSession } from '../../shared/session';
import { tenantPrimary } from '../../shared/theme';
import { BrandMark } from '../../components/brand-mark';
import { NavigationProgress } from '../../components/navigation-progress';
import { useTenantLogo, useTenantSquareLogo } from '../../shared/get-tenant-logo';
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

type AppHeaderProps = { compact: boolean; onOpenMenu?: () => void; className?: string };

/** The company's logo (the square one on phones, when there is one), or its initials on its colour and its name. */
function TenantBrand({ compact }: { compact: boolean }) {
  const { Tenant } = useSignedInSession();
  const logo = useTenantLogo(Tenant.HasLogo).data?.data;
  const square = useTenantSquareLogo(compact).data?.data;
  const image = (compact && square) || logo;
  return (
    <Link to="/v3/home" style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, color: 'inherit' }}>
      {image ? (
        <img src={image} alt={Tenant.Name} style={{ maxHeight: 36, maxWidth: compact ? 120 : 180, objectFit: 'contain' }} />
      ) : (
        <>
          <BrandMark name={Tenant.Name} colour={tenantPrimary(Tenant.PrimaryColor)} lightText={Tenant.UseLightTextOnPrimary} size={30} />
          <span style={{ fontWeight: 600, fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {Tenant.Name}
          </span>
        </>
      )}
    </Link>
  );
}

export function AppHeader({ compact, onOpenMenu, className }: AppHeaderProps) {
  const { t } = useTranslation('app');
  const { Profile, Tenant } = useSignedInSession();
  // The header is on every signed-in screen, so it holds the live channel that keeps them (and its bell) fresh.
  useLiveChannel(Profile.Id);
  return (
    <Layout.Header
      className={className}
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
        // The company's colour underlines the header (spec 001 §3 Tenant PrimaryColor).
        borderBottom: `3px solid ${tenantPrimary(Tenant.PrimaryColor)}`,
      }}
    >
      {/* In the banner, so the bar (fixed at the top of the window) is inside a landmark like all else. */}
      <NavigationProgress colour={tenantPrimary(Tenant.PrimaryColor)} />
      {onOpenMenu && <Button type="text" aria-label={t('shell.openMenu')} icon={<MenuOutlined />} onClick={onOpenMenu} />}
      <TenantBrand compact={compact} />
      <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: compact ? 2 : 8 }}>
        <ActionItemsLink style={iconLinkStyle} />
        <NotificationsBell />
        <UserMenu compact={compact} />
      </div>
    </Layout.Header>
  );
}
