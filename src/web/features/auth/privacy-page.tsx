import { LegalPage } from './legal-page';

/** /v3/privacy (spec 001 §2: a 'Go to login' link), with a plain policy when the instance names no page of its own. */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" externalUrl={(s) => s.PrivacyUrl}>
      <p>
        Trellis is run by the organisation that invited you. That organisation decides what is recorded about you here and answers for it;
        ask your administrator about anything on this page.
      </p>
      <h2>What is kept</h2>
      <ul>
        <li>Your account: name, e-mail address, job title, department, manager, photo and the roles you hold.</li>
        <li>What you and your colleagues write: goals, updates, comments, notes, appraisals, the strategy and user manuals.</li>
        <li>A record of changes (who changed what, and when) and the sign-in sessions of your devices.</li>
      </ul>
      <h2>What it is used for</h2>
      <p>
        Only for running Trellis for your organisation: showing your work to the people allowed to see it, sending the notices and e-mails
        you receive, and the reports your organisation asks for. Nothing is sold or used for advertising.
      </p>
      <h2>Errors</h2>
      <p>
        When the app meets an error in your browser, a report goes to the people who run it. It names you only by a number (your user id),
        never by name or e-mail address.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see and correct your profile yourself. To receive a copy of your data, or to have your account removed, ask your
        organisation’s administrator.
      </p>
    </LegalPage>
  );
}
