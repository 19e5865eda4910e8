import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useInstanceSettings } from '../../shared/instance-settings';
import { PageSpinner } from '../../components/page-spinner';
import { AuthFrame, AuthTitle } from './auth-frame';

type LegalPageProps = {
  title: string;
  /** The configured external page (TERMS_URL, PRIVACY_URL), if any. */
  externalUrl: (settings: { TermsUrl: string | null; PrivacyUrl: string | null }) => string | null;
  /** The plain default text, shown when no external page is set. */
  children: ReactNode;
};

/** /v3/terms and /v3/privacy: where the instance's own page is, or a plain default text, and 'Go to login'. */
export function LegalPage({ title, externalUrl, children }: LegalPageProps) {
  const settings = useInstanceSettings();
  const external = settings.data ? externalUrl(settings.data) : null;
  return (
    <AuthFrame wide>
      <AuthTitle>{title}</AuthTitle>
      {settings.isPending ? (
        <PageSpinner />
      ) : external ? (
        <p className="auth-lead">
          The {title} of this service is published at <a href={external}>{external}</a>.
        </p>
      ) : (
        <div className="auth-legal">{children}</div>
      )}
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/v3/login">Go to login</Link>
      </div>
    </AuthFrame>
  );
}
