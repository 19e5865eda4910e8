import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { AuthFrame, AuthTitle } from './auth-frame';

function InstructionsSent({ purpose }: { purpose: string }) {
  return (
    <AuthFrame>
      <div className="auth-notice">
        <MailOutlined aria-hidden />
        <AuthTitle>Check your email</AuthTitle>
        <p className="auth-lead">
          If that address belongs to an account, we have sent it a link to {purpose}. The link works for one hour.
        </p>
        <Link to="/v3/login">Back to Log in</Link>
      </div>
    </AuthFrame>
  );
}

/** /v3/forgotpasswordsent */
export const ForgotPasswordSentPage = () => <InstructionsSent purpose="choose a new password" />;

/** /v3/unlocksent */
export const UnlockSentPage = () => <InstructionsSent purpose="unlock your account" />;
