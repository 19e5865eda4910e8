import { Alert, Button, Checkbox, Form, type FormRule } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useBranding } from './api/get-branding';
import { useInvitation, useSignUp } from './api/invitation';
import { AuthFrame, AuthTitle } from './auth-frame';
import { LegalLink } from './legal-link';
import { LinkCheckFailed } from './link-check-failed';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

type InvitationValues = NewPasswordValues & { terms: boolean; privacy: boolean };

const mustAccept = (message: string): FormRule[] => [
  { validator: (_, checked: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(message))) },
];

/** /v3/invitation/{token}: the invited person chooses a password, accepts the terms and is signed in. */
export function InvitationPage() {
  const { t } = useTranslation(['auth', 'common']);
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
        <LinkCheckFailed error={invitation.error} expiredText={t('links.resetExpired')} />
      </AuthFrame>
    );
  }

  const { Name, InvitedBy } = invitation.data;
  const company = branding.data?.Name;
  return (
    <AuthFrame>
      <AuthTitle>{t('invitation.welcome', { name: Name })}</AuthTitle>
      <p className="auth-lead">{t('invitation.lead', { invitedBy: InvitedBy, company: company ?? t('invitation.yourCompany') })}</p>
      {signUp.isError && <Alert type="error" showIcon role="alert" title={t('common:genericError')} style={{ marginBottom: 16 }} />}
      <Form<InvitationValues> layout="vertical" requiredMark={false} onFinish={submit} disabled={signUp.isPending}>
        <NewPasswordFields label={t('password.password')} />
        <Form.Item name="terms" valuePropName="checked" rules={mustAccept(t('invitation.termsRequired'))} style={{ marginBottom: 8 }}>
          <Checkbox>
            <Trans t={t} i18nKey="invitation.acceptTerms" components={{ 1: <LegalLink to="terms" /> }} />
          </Checkbox>
        </Form.Item>
        <Form.Item name="privacy" valuePropName="checked" rules={mustAccept(t('invitation.privacyRequired'))}>
          <Checkbox>
            <Trans t={t} i18nKey="invitation.acceptPrivacy" components={{ 1: <LegalLink to="privacy" /> }} />
          </Checkbox>
        </Form.Item>
        <Button className="auth-submit" type="primary" htmlType="submit" block size="large" loading={signUp.isPending}>
          {t('invitation.submit')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
