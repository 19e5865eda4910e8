import type { ReactNode } from 'react';
import { useLegalLinks } from '../../shared/instance-settings';

type LegalLinkProps = { to: 'terms' | 'privacy'; children?: ReactNode };

/**
 * A link to the terms or the privacy policy: the instance's pages (TERMS_URL, PRIVACY_URL), else the app's own.
 * A new tab, so that an invitation half filled in stays as it is.
 */
export function LegalLink({ to, children }: LegalLinkProps) {
  const links = useLegalLinks();
  return (
    <a href={links[to]} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
