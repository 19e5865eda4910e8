import type { Texts } from '../../catalogue';
import type en from '../../en/messages/chat';

const chat = {
  settings: {
    urlRequired: 'Geben Sie die Webhook-Adresse ein, die Slack oder Teams Ihnen gegeben hat.',
    urlHttps: 'Geben Sie die Webhook-Adresse als https://-Adresse ein.',
    privateAddress:
      'Trellis sendet nur an öffentliche Adressen, und {{host}} ist keine (ein privates Netz, dieser Rechner oder die Metadaten-Adresse einer Cloud).',
    notConnected: 'Dieser Webhook ist nicht verbunden.',
  },
  test: {
    posted: 'Die Testnachricht wurde gesendet: Sehen Sie im Kanal nach.',
    gone: '{{service}} meldet, dass es diesen Webhook nicht mehr gibt oder er abgeschaltet wurde ({{detail}}). Kopieren Sie eine neue Adresse aus {{service}} und speichern Sie sie.',
    denied: '{{service}} hat die Nachricht nicht zugelassen ({{detail}}). Prüfen Sie den Webhook und seinen Kanal in {{service}}.',
    refused: '{{service}} hat die Nachricht nicht angenommen ({{detail}}).',
    busy: '{{service}} ist gerade überlastet oder gestört ({{detail}}). Versuchen Sie es in ein paar Minuten erneut.',
    unreachable: 'Trellis konnte {{service}} nicht erreichen ({{detail}}). Prüfen Sie die Adresse.',
    timeout: '{{service}} hat nicht rechtzeitig geantwortet. Versuchen Sie es in ein paar Minuten erneut.',
    private: 'Trellis sendet nur an öffentliche Adressen, und diese Adresse führt in ein privates Netz oder auf diesen Rechner.',
    redirect: '{{service}} hat mit einer Weiterleitung geantwortet, der Trellis nicht folgt. Prüfen Sie die Adresse.',
  },
} satisfies Texts<typeof en>;
export default chat;
