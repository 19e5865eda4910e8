import type { Texts } from '../catalogue';
import type en from '../en/profile';

const profile = {
  settings: {
    emailNotifications: 'E-Mail-Benachrichtigungen',
    emailNotificationsHelp:
      'E-Mails zu Ihren Zielen, Freigaben und den Updates Ihres Teams. Benachrichtigungen in Trellis bleiben so oder so an.',
    emailNotificationsOn: 'E-Mail-Benachrichtigungen sind an.',
    emailNotificationsOff: 'E-Mail-Benachrichtigungen sind aus.',
    password: 'Passwort',
    passwordHelp: 'Eine Änderung meldet Sie überall sonst ab.',
    changePassword: 'Passwort ändern',
    language: 'Sprache',
    languageHelp: 'Die Sprache Ihrer Bildschirme. Bis Sie wählen, folgt Trellis Ihrem Browser, dann Ihrem Unternehmen.',
    browserLanguage: 'Wie mein Browser, dann mein Unternehmen',
  },
} satisfies Texts<typeof en>;
export default profile;
