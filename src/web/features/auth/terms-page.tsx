import { LegalPage } from './legal-page';

/** /v3/terms: the terms people accept with an invitation, when the instance names no page of its own. */
export function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" externalUrl={(s) => s.TermsUrl}>
      <p>
        Your organisation gives you an account on Trellis to set and track goals and to work with your colleagues. By using it you agree to
        the following.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>The account is yours alone: keep your password to yourself and sign out on shared devices.</li>
        <li>Tell your administrator at once if you think someone else has used your account.</li>
      </ul>
      <h2>What you write</h2>
      <ul>
        <li>Write only what you may share at work, and nothing unlawful or hurtful about anyone.</li>
        <li>What you write belongs to your organisation, as other work you do for it does.</li>
      </ul>
      <h2>The service</h2>
      <p>
        Your organisation decides who may use Trellis and may end an account at any time. The service is provided as it is; your
        organisation’s own policies apply alongside these terms, and its administrator answers questions about them.
      </p>
    </LegalPage>
  );
}
