import { Alert, Button, Checkbox, Form, type FormRule } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { GENERIC_ERROR } from '../../shared/api-client';
import { PageSpinner } from '../../components/page-spinner';
import { useBranding } from './api/get-branding';
import { useInvitation, useSignUp } from './api/invitation';
import { AuthFrame, AuthTitle } from './auth-frame';
import { LegalLink } from './legal-link';
import { LinkCheckFailed } from './link-check-failed';
import { LINK_EXPIRED } from './login-notice';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

type InvitationValues = NewPasswordValues & { terms: boolean; privacy: boolean };

const mustAccept = (message: string): FormRule[] => [
  { validator: (_, checked: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(message))) },
];

/** /v3/invitation/{token}: the invited person chooses a password, accepts the terms and is signed in. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const branding = useBranding();
  const signUp = useSignUp();
  const navigate = useNavigate();

  const submit = ({ Password }: InvitationValues) =>
    signUp.mutate({ Token: token, Password: Password.trim() }, { onSuccess: () => void navigate('/v3/home', { replace: true }) });

  if (invitation.isPending)
    return (
      <AuthFrame>
        <PageSpinner />
      </AuthFrame>
    );
  if (invitation.data === undefined) {
    return (
      <AuthFrame>
        <LinkCheckFailed error={invitation.error} expiredText={LINK_EXPIRED} />
      </AuthFrame>
    );
  }

  const { Name, InvitedBy } = invitation.data;
  const company = branding.data?.Name;
  return (
    <AuthFrame>
      <AuthTitle>Welcome, {Name}</AuthTitle>
      <p className="auth-lead">
        {InvitedBy} invited you to join {company ?? 'your company'} on Trellis. Choose a password to create your account.
      </p>
      {signUp.isError && <Alert type="error" showIcon role="alert" title={GENERIC_ERROR} style={{ marginBottom: 16 }} />}
      <Form<InvitationValues> layout="vertical" requiredMark={false} onFinish={submit} disabled={signUp.isPending}>
        <NewPasswordFields label="Password" />
        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={mustAccept('Please accept the Terms and Conditions')}
          style={{ marginBottom: 8 }}
        >
          <Checkbox>
            I accept the <LegalLink to="terms">Terms and Conditions</LegalLink>
          </Checkbox>
        </Form.Item>
        <Form.Item name="privacy" valuePropName="checked" rules={mustAccept('Please accept the Privacy Policy.')}>
          <Checkbox>
            I accept the <LegalLink to="privacy">Privacy Policy</LegalLink>
          </Checkbox>
        </Form.Item>
        <Button className="auth-submit" type="primary" htmlType="submit" block size="large" loading={signUp.isPending}>
          Create my account
        </Button>
      </Form>
    </AuthFrame>
  );
}
