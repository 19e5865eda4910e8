import { Alert, Button, Divider } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isSsoRefusal, type SsoRefusal } from '../../../domain/sso/sign-in-rules';
import { PageSpinner } from '../../components/page-spinner';
import { ssoStartAddress, useSsoHandOver } from './api/sso';
import { useSsoProvider } from './api/sso-provider';

// Signing in through the company's identity provider (issue 32): the button, why a sign-in came back refused, and the
// hand-over of the session the provider's sign-in ended with (a one-time code in the address's fragment, decision 072).
// Loaded only on a company's screen that offers it (sso-slot.tsx): the login's first script stays in its budget.

const REFUSAL_KEYS = {
  unavailable: 'unavailable',
  expired: 'expired',
  provider: 'provider',
  unverified: 'unverified',
  'other-domain': 'otherDomain',
  'no-account': 'noAccount',
  deactivated: 'deactivated',
  'linked-elsewhere': 'linkedElsewhere',
} as const satisfies Record<SsoRefusal, string>;

/** The one-time code the page opened with, if any: read during render, so it changes nothing. */
function handOverCodeOf(hash: string): string | null {
  const code = /^#sso=([^&]+)$/.exec(hash)?.[1];
  return code ? decodeURIComponent(code) : null;
}

/** Takes the code out of the address, so that neither history nor a reload keeps it. */
const forgetHandOverCode = () =>
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);

export function SsoSignIn() {
  const { t } = useTranslation('auth');
  const provider = useSsoProvider().data?.Provider ?? null;
  const [params] = useSearchParams();
  const refusal = params.get('sso');
  const handOver = useSsoHandOver();
  const [code] = useState(() => handOverCodeOf(window.location.hash));
  useEffect(() => {
    if (!code) return;
    // After the render is committed, never during it: the first render is a transition (decision 059), which React may
    // throw away and start again; a code taken out of the address in a render thrown away was lost, and the person
    // stayed at the sign-in screen (seen once in CI).
    forgetHandOverCode();
    handOver.mutate(code);
    // Once, for the code the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  if (code && !handOver.isError) {
    return (
      <div role="status">
        <PageSpinner />
        <p className="auth-lead">{t('sso.signingIn')}</p>
      </div>
    );
  }
  return (
    <>
      {handOver.isError && <Alert type="error" title={t('sso.handOverFailed')} showIcon role="alert" style={{ marginBottom: 16 }} />}
      {isSsoRefusal(refusal) && (
        <Alert type="error" title={t(`sso.refused.${REFUSAL_KEYS[refusal]}`)} showIcon role="alert" style={{ marginBottom: 16 }} />
      )}
      {provider && (
        <>
          {/* A button, not a link: it takes the primary colour's text as the password form's does. The server redirects. */}
          <Button type="primary" size="large" block onClick={() => window.location.assign(ssoStartAddress())}>
            {t('sso.button', { provider: provider.Name })}
          </Button>
          <Divider plain>{t('sso.or')}</Divider>
        </>
      )}
    </>
  );
}
