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
  frame: {
    unknownCompany: 'Diese Adresse gehört zu keinem Unternehmen.',
    unknownCompanyHelp: 'Prüfen Sie die Anmeldeadresse, die Ihr Unternehmen Ihnen genannt hat, oder fragen Sie Ihre Administration danach.',
    poweredBy: 'Bereitgestellt von',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    version: 'Version {{version}}',
  },
  sent: {
    title: 'Sehen Sie in Ihr Postfach',
    resetText:
      'Gehört diese Adresse zu einem Konto, haben wir ihr einen Link geschickt, mit dem Sie ein neues Passwort wählen. Der Link gilt eine Stunde.',
    unlockText:
      'Gehört diese Adresse zu einem Konto, haben wir ihr einen Link geschickt, mit dem Sie Ihr Konto entsperren. Der Link gilt eine Stunde.',
  },
  links: {
    backToLogin: 'Zurück zur Anmeldung',
    unlocked: 'Ihr Konto ist entsperrt.',
    unlockExpired: 'Der Link zum Entsperren ist abgelaufen.',
    resetExpired: 'Der Link zum Zurücksetzen des Passworts ist abgelaufen.',
    emailConfirmed: 'Ihre E-Mail-Adresse ist bestätigt.',
    continue: 'Weiter',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    lead: 'Wählen Sie ein neues Passwort mit mindestens 8 Zeichen, Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
    submit: 'Passwort zurücksetzen',
    done: 'Ihr Passwort ist zurückgesetzt. Sie können sich jetzt damit anmelden.',
  },
  invitation: {
    welcome: 'Willkommen, {{name}}',
    lead: '{{invitedBy}} hat Sie eingeladen, {{company}} auf Trellis beizutreten. Wählen Sie ein Passwort, um Ihr Konto anzulegen.',
    yourCompany: 'Ihrem Unternehmen',
    acceptTerms: 'Ich akzeptiere die <1>Nutzungsbedingungen</1>',
    acceptPrivacy: 'Ich akzeptiere die <1>Datenschutzerklärung</1>',
    termsRequired: 'Bitte akzeptieren Sie die Nutzungsbedingungen.',
    privacyRequired: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
    submit: 'Mein Konto anlegen',
  },
  password: {
    new: 'Neues Passwort',
    password: 'Passwort',
    confirm: 'Passwort bestätigen',
    strength: 'Passwortstärke: <1>{{label}}</1>',
    labels: { Easy: 'Schwach', Moderate: 'Mittel', Strong: 'Stark' },
    tips: {
      length: 'Verwenden Sie mindestens 8 Zeichen.',
      case: 'Mischen Sie Groß- und Kleinbuchstaben.',
      number: 'Fügen Sie eine Ziffer hinzu.',
      special: 'Fügen Sie ein Sonderzeichen hinzu.',
    },
    weak: 'Bitte geben Sie ein starkes Passwort ein.',
    minLength: 'Mindestens 8 Zeichen erforderlich.',
  },
  validation: {
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    atMost: 'Höchstens {{max}} Zeichen.',
    confirmRequired: 'Bitte bestätigen Sie Ihr Passwort.',
    passwordMismatch: 'Das neue Passwort stimmt nicht überein.',
  },
  sso: {
    button: 'Mit {{provider}} anmelden',
    or: 'oder',
    usePassword: 'Mit Passwort anmelden',
    passwordClosed:
      'Ihr Unternehmen meldet sich mit {{provider}} an. Nur die Geschäftsführung behält ein Passwort, für den Fall, dass der Anbieter ausfällt.',
    signingIn: 'Sie werden angemeldet …',
    handOverFailed: 'Die Anmeldung wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.',
    refused: {
      unavailable:
        'Die Anmeldung über den Anbieter Ihres Unternehmens ist gerade nicht möglich. Versuchen Sie es erneut oder fragen Sie Ihre Administration.',
      expired: 'Die Anmeldung hat zu lange gedauert oder wurde schon verwendet. Bitte versuchen Sie es erneut.',
      provider:
        'Ihr Identitätsanbieter hat Sie nicht angemeldet. Vielleicht ist Ihnen Trellis dort nicht zugewiesen: Fragen Sie Ihre Administration.',
      unverified:
        'Ihr Identitätsanbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher findet Trellis Ihr Konto nicht. Fragen Sie Ihre Administration.',
      otherDomain: 'Ihre E-Mail-Adresse gehört zu keiner Domain Ihres Unternehmens. Fragen Sie Ihre Administration.',
      noAccount: 'Sie haben noch kein Trellis-Konto. Bitten Sie Ihre Administration, Sie einzuladen.',
      deactivated: 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
      linkedElsewhere: 'Ihr Trellis-Konto ist mit einer anderen Identität beim Anbieter verknüpft. Fragen Sie Ihre Administration.',
    },
  },
} satisfies Texts<typeof en>;
export default auth;
