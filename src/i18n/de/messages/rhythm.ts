import type { Texts } from '../../catalogue';
import type en from '../../en/messages/rhythm';

const rhythm = {
  weekdayInvalid: 'Wählen Sie einen Wochentag von 1 (Montag) bis 7 (Sonntag).',
  hourInvalid: 'Wählen Sie eine Stunde von 0 bis 23.',
  managerAfterInvalid: 'Die Führungskraft wird nach 1 bis 12 versäumten Wochen benachrichtigt.',
  skipLevelAfterInvalid:
    'Die nächsthöhere Führungskraft wird nach mehr versäumten Wochen als die Führungskraft benachrichtigt, höchstens nach 12.',
  remindersRequired: 'Geben Sie an, ob Erinnerungen verschickt werden.',
} satisfies Texts<typeof en>;
export default rhythm;
