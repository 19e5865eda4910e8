import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame, AuthTitle } from './auth-frame';

function InstructionsSent({ kind }: { kind: 'reset' | 'unlock' }) {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame>
      <div className="auth-notice">
        <MailOutlined aria-hidden />
        <AuthTitle>{t('sent.title')}</AuthTitle>
        <p className="auth-lead">{t(kind === 'reset' ? 'sent.resetText' : 'sent.unlockText')}</p>
        <Link to="/v3/login">{t('links.backToLogin')}</Link>
      </div>
    </AuthFrame>
  );
}

/** /v3/forgotpasswordsent */
export const ForgotPasswordSentPage = () => <InstructionsSent kind="reset" />;

/** /v3/unlocksent */
export const UnlockSentPage = () => <InstructionsSent kind="unlock" />;
