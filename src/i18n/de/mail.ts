import type { Texts } from '../catalogue';
import type en from '../en/mail';

const mail = {
  greeting: 'Hallo {{name}},',
  reset: {
    subject: 'Setzen Sie Ihr Trellis-Passwort zurück',
    intro:
      'Jemand hat angefragt, das Passwort Ihres Trellis-Kontos zurückzusetzen. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues zu wählen:',
  },
  unlock: {
    subject: 'Entsperren Sie Ihr Trellis-Konto',
    intro: 'Öffnen Sie innerhalb einer Stunde diesen Link, um Ihr Trellis-Konto zu entsperren:',
  },
  notYou: 'Wenn Sie das nicht angefragt haben, ignorieren Sie diese E-Mail.',
  invitation: {
    subject: '{{inviter}} hat Sie zu Trellis eingeladen',
    yourCompany: 'Ihr Unternehmen',
    text: '{{inviter}} hat Sie zu {{company}} in Trellis eingeladen, wo Ihr Team seine Ziele setzt und verfolgt.\nÖffnen Sie diesen Link innerhalb von 7 Tagen und wählen Sie ein Passwort, um die Einladung anzunehmen:',
  },
  confirmEmail: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    text: 'Öffnen Sie diesen Link, um {{email}} zur Adresse Ihres Trellis-Kontos zu machen:',
  },
  digest: {
    subject_one: '{{count}} neue Benachrichtigung in Trellis',
    subject_other: '{{count}} neue Benachrichtigungen in Trellis',
    happened_one: 'Seit unserer letzten E-Mail ist in Trellis etwas passiert:',
    happened_other: 'Seit unserer letzten E-Mail ist in Trellis {{count}}-mal etwas passiert:',
    more: '… und {{count}} weitere: {{link}}',
    all: 'Alle Ihre Benachrichtigungen: {{link}}',
    why: 'Sie erhalten diese E-Mails, weil E-Mail-Benachrichtigungen in Ihren Profileinstellungen an sind; dort können Sie sie ausschalten.',
  },
} satisfies Texts<typeof en>;
export default mail;
