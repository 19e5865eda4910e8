import type { Texts } from '../../catalogue';
import type en from '../../en/messages/auth';

const auth = {
  signIn: {
    invalid: 'E-Mail-Adresse oder Passwort ist falsch.',
    tenantDeactivated: 'Ihr Unternehmen ist deaktiviert.',
    locked:
      'Ihr Konto ist nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt. Entsperren Sie es über „Konto gesperrt?“ oder versuchen Sie es in 30 Minuten erneut.',
    accountDeactivated: 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
    signedOut: 'Abgemeldet.',
  },
  links: {
    expired: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
    instructionsSent: 'Falls diese Adresse zu einem Konto gehört, haben wir eine Anleitung an sie gesendet.',
    valid: 'Der Link ist gültig.',
    passwordReset: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt damit anmelden.',
    unlocked: 'Ihr Konto ist entsperrt.',
    emailConfirmed: 'Ihre E-Mail-Adresse ist bestätigt.',
    emailTaken: 'Ein anderes Konto verwendet diese E-Mail-Adresse bereits.',
  },
  password: {
    weak: 'Bitte wählen Sie ein sicheres Passwort.',
    tooShort: 'Mindestens 8 Zeichen erforderlich.',
    required: 'Bitte geben Sie Ihr Passwort ein.',
    oldRequired: 'Bitte geben Sie Ihr altes Passwort ein.',
    oldWrong: 'Das alte Passwort stimmt nicht.',
    changed: 'Passwort erfolgreich geändert!',
  },
  tokenRequired: 'Ein Token ist erforderlich.',
  chat: {
    notSetUp: 'Der Support-Chat ist nicht eingerichtet.',
    noHash: 'Für diese Adresse gibt es keinen Support-Chat-Hash.',
  },
} satisfies Texts<typeof en>;
export default auth;
