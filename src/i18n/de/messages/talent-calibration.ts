import type { Texts } from '../../catalogue';
import type en from '../../en/messages/talent-calibration';

// messages: talent calibration (issue 34, decision 077)
const calibration = {
  notFound: 'Diese Kalibrierung wurde nicht gefunden.',
  closed: 'Diese Kalibrierung ist abgeschlossen; es wird nichts mehr verschoben.',
  deadlinePassed: 'Die Frist dieser Kalibrierung ist abgelaufen; nur Talent-Admins können noch Karten verschieben.',
  alreadyClosed: 'Diese Kalibrierung ist bereits abgeschlossen.',
  cardNotFound: 'Diese Person hat keine Beurteilung in dieser Kalibrierung.',
  alreadyThere: 'Diese Karte liegt bereits in diesem Feld.',
  ownCard: 'Ihre eigene Karte können Sie nicht verschieben.',
  deadlinePast: 'Die Frist darf nicht vor heute liegen.',
  overlap: '{{name}} ist bereits in einer anderen offenen Kalibrierung dieses Quartals ({{calibration}}).',
  bothOrNeither: 'Geben Sie Primary und Secondary an, oder keines von beiden.',
} satisfies Texts<typeof en>;
export default calibration;
