import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { lazyNamed } from '../../shared/lazy-named';
import { useSsoProvider } from './api/sso-provider';

// What the login's first script holds of single sign-on (issue 32, decision 065's budget): whether the company offers
// it, and the password form folded away when it closed passwords. The button and the rest load when they are shown.
const SsoSignIn = lazyNamed(() => import('./sso-sign-in'), 'SsoSignIn');

/** The provider's button, a refusal or a hand-over under way: only when there is one. */
export function SsoSlot() {
  const provider = useSsoProvider().data?.Provider ?? null;
  const [shown] = useState(() => /[?&]sso=/.test(window.location.search) || window.location.hash.startsWith('#sso='));
  if (!provider && !shown) return null;
  return (
    <Suspense fallback={null}>
      <SsoSignIn />
    </Suspense>
  );
}

/** The password form, folded away behind a link when the company closed password sign-in (the CEO still opens it). */
export function PasswordGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const provider = useSsoProvider().data?.Provider ?? null;
  const [opened, setOpened] = useState(false);
  if (!provider || provider.PasswordSignIn || opened) return children;
  return (
    <>
      <p className="auth-lead">{t('sso.passwordClosed', { provider: provider.Name })}</p>
      <Button type="link" style={{ padding: 0 }} onClick={() => setOpened(true)}>
        {t('sso.usePassword')}
      </Button>
    </>
  );
}
