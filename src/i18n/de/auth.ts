import type { Texts } from '../catalogue';
import type en from '../en/auth';

const auth = {
  login: {
    title: 'Anmelden',
    toCompany: 'bei {{company}}',
    toAccount: 'bei Ihrem Konto',
    email: 'E-Mail',
    password: 'Passwort',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
    submit: 'Anmelden',
    lostPassword: 'Passwort vergessen?',
    lockedOut: 'Konto gesperrt?',
    companyInactive: 'Ihr Unternehmen ist nicht aktiv. Bitte wenden Sie sich an {{contact}}.',
    yourAdministrator: 'Ihre Administration',
    region: 'Anmelden',
  },
  instructions: {
    region: 'Anleitung senden',
    resetTitle: 'Passwort vergessen?',
    resetText: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
    unlockTitle: 'Konto gesperrt?',
    unlockText: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie es entsperren.',
    email: 'E-Mail',
    send: 'Senden',
    back: 'Zurück zur Anmeldung',
  },
  validation: {
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    atMost: 'Höchstens {{max}} Zeichen.',
    confirmRequired: 'Bitte bestätigen Sie Ihr Passwort.',
    passwordMismatch: 'Das neue Passwort stimmt nicht überein.',
  },
} satisfies Texts<typeof en>;
export default auth;
