// messages: sso (the company's OpenID connection and signing in through it, issue 32)
const sso = {
  settings: {
    issuerHttps: 'Enter the issuer as an https:// address, e.g. https://acme.okta.com.',
    clientIdRequired: 'Enter the client id the provider gave Trellis.',
    secretRequired: 'Enter the client secret the provider gave Trellis.',
    domainInvalid: 'Enter email domains such as acme.com.',
    domainsRequired: 'Enter at least one email domain the provider serves.',
  },
  discovery: {
    unreachable: 'Trellis could not reach the issuer. Check the address, and that this server may connect to it.',
    noDocument: 'The issuer answered no OpenID Connect discovery document at /.well-known/openid-configuration.',
    otherIssuer: 'The provider names its issuer {{issuer}}: enter it exactly so.',
  },
  passwordClosed: 'Password sign-in is closed for this company: sign in with {{provider}}.',
};
export default sso;
