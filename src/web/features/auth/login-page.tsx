import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/session';
import type { InstructionsKind } from './api/send-instructions';
import { AuthFrame } from './auth-frame';
import { InstructionsForm } from './instructions-form';
import { LoginForm } from './login-form';
import { useLoginLocationState } from './login-notice';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [slid, setSlid] = useState(false);
  const [instructions, setInstructions] = useState<{ kind: InstructionsKind; email: string }>({ kind: 'reset', email: '' });
  const session = useSession();
  const { notice, from } = useLoginLocationState();

  // Signed in (just now, or by a stored token): go where the user was heading, else to /v3/.
  if (session.data) return <Navigate to={from ? `${from.pathname}${from.search}${from.hash}` : '/v3/'} replace />;

  return (
    <AuthFrame>
      <div className="auth-slider">
        <div className={slid ? 'auth-track is-slid' : 'auth-track'}>
          <section aria-label={t('login.region')} inert={slid}>
            <LoginForm
              notice={notice}
              onInstructions={(kind, email) => {
                setInstructions({ kind, email });
                setSlid(true);
              }}
            />
          </section>
          <section aria-label={t('instructions.region')} inert={!slid}>
            <InstructionsForm kind={instructions.kind} email={instructions.email} active={slid} onBack={() => setSlid(false)} />
          </section>
        </div>
      </div>
    </AuthFrame>
  );
}
