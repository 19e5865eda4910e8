import { WarningOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api-client';
import { environmentOfHost } from '../../shared/host';
import { LOGIN_VERSION, readableOn, signInTheme, tenantPrimary } from '../../shared/theme';
import { textOf, useDocumentTitle } from '../../components/document-title';
import { PageSpinner } from '../../components/page-spinner';
import { TrellisLogo } from '../../components/trellis-logo';
import { useBranding } from './api/get-branding';
import { LegalLink } from './legal-link';
import './auth-frame.css';

/** A signed-out screen's heading, which also names the browser tab ('Log in · Trellis'). */
export function AuthTitle({ children }: { children: ReactNode }) {
  useDocumentTitle(textOf(children), 'page');
  return <h1 className="auth-title">{children}</h1>;
}

function UnknownCompany() {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-notice" role="alert">
      <WarningOutlined />
      <AuthTitle>{t('frame.unknownCompany')}</AuthTitle>
      <p className="auth-lead">{t('frame.unknownCompanyHelp')}</p>
    </div>
  );
}

/** The branded card every signed-out screen sits in: tenant logo and colour, version, legal links. */
export function AuthFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('auth');
  const branding = useBranding();
  const tenant = branding.data;
  // A local host is 'dev' only under the Vite dev server (`npm run dev`); `npm start` serves the production build.
  const host = environmentOfHost(window.location.hostname);
  const environment = host === 'dev' && !import.meta.env.DEV ? 'production' : host;
  const primary = tenantPrimary(tenant?.PrimaryColor);
  const style = { '--auth-primary': primary, '--auth-link': readableOn(primary) } as CSSProperties;

  return (
    <ConfigProvider theme={signInTheme(tenant?.PrimaryColor, tenant?.UseLightTextOnPrimary ?? false)}>
      <main className="auth-page" style={style}>
        <div className={wide ? 'auth-card auth-card-wide' : 'auth-card'}>
          <div className="auth-logo">{tenant?.Logo ? <img src={tenant.Logo} alt={tenant.Name} /> : <TrellisLogo height={40} />}</div>
          {branding.isPending ? <PageSpinner /> : isApiError(branding.error, 404) ? <UnknownCompany /> : children}
        </div>
        <footer className="auth-footer">
          {tenant?.Logo && (
            <span className="auth-powered">
              {t('frame.poweredBy')} <TrellisLogo height={18} />
            </span>
          )}
          <span>
            <LegalLink to="terms">{t('frame.terms')}</LegalLink>
            {' · '}
            <LegalLink to="privacy">{t('frame.privacy')}</LegalLink>
          </span>
          <span>
            {t('frame.version', { version: LOGIN_VERSION })}
            {environment === 'production' ? '' : ` (${environment})`}
          </span>
        </footer>
      </main>
    </ConfigProvider>
  );
}
