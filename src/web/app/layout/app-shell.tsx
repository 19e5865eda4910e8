import { Layout } from 'antd';
import { Drawer } from '../../components/drawer';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../shared/session';
import { useTokenRefresh } from '../token-refresh';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import './app-shell.css';
import { useWiderThan } from '../../shared/use-wider-than';

const SIDER_WIDTH = 220;

/** Header across the top; side menu on the left on wide screens, in a drawer on phones. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const wide = useWiderThan('lg');
  const [menuOpen, setMenuOpen] = useState(false);
  const { Tenant } = useSignedInSession();
  useTokenRefresh();

  return (
    <Layout className="app-shell" style={{ minHeight: '100vh' }}>
      <AppHeader className="app-shell__header" compact={!wide} onOpenMenu={wide ? undefined : () => setMenuOpen(true)} />
      <Layout>
        {wide && (
          <Layout.Sider
            className="app-shell__sider"
            width={SIDER_WIDTH}
            theme="light"
            style={{ borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <nav aria-label={t('shell.navigation')}>
              <SideMenu />
            </nav>
          </Layout.Sider>
        )}
        <Layout.Content className="app-shell__content" style={{ padding: wide ? '24px 32px' : 16, minWidth: 0 }}>
          {/* antd's Layout.Content is the page's <main> already; a second, nested one confuses screen readers. */}
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>{children}</div>
        </Layout.Content>
      </Layout>
      {!wide && (
        <Drawer
          title={Tenant.Name}
          placement="left"
          size={264}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('shell.navigation')}>
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
      )}
    </Layout>
  );
}
