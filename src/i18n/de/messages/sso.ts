import type { Texts } from '../../catalogue';
import type en from '../../en/messages/sso';

const sso = {
  settings: {
    issuerHttps: 'Geben Sie den Aussteller als https://-Adresse ein, z. B. https://acme.okta.com.',
    clientIdRequired: 'Geben Sie die Client-ID ein, die der Anbieter für Trellis vergeben hat.',
    secretRequired: 'Geben Sie das Client-Secret ein, das der Anbieter für Trellis vergeben hat.',
    domainInvalid: 'Geben Sie E-Mail-Domains wie acme.com ein.',
    domainsRequired: 'Geben Sie mindestens eine E-Mail-Domain ein, die der Anbieter bedient.',
  },
  discovery: {
    unreachable: 'Trellis hat den Aussteller nicht erreicht. Prüfen Sie die Adresse und ob dieser Server sich dorthin verbinden darf.',
    noDocument: 'Der Aussteller liefert unter /.well-known/openid-configuration kein OpenID-Connect-Discovery-Dokument.',
    otherIssuer: 'Der Anbieter nennt seinen Aussteller {{issuer}}: Geben Sie ihn genau so ein.',
  },
  passwordClosed: 'Die Anmeldung mit Passwort ist für dieses Unternehmen geschlossen: Melden Sie sich mit {{provider}} an.',
} satisfies Texts<typeof en>;
export default sso;
