import type { TalentLabels } from '../../../contract/talent';
import type { Cell } from '../../../domain/talent/calibration-rules';

/** A cell as the audit log keeps it: its two labels, primary first ('Meets expectations / Ready now'). */
export const cellText = (labels: Pick<TalentLabels, 'PrimaryLabels' | 'SecondaryLabels'>, c: Cell): string =>
  `${labels.PrimaryLabels[c.primary - 1]?.Label ?? c.primary} / ${labels.SecondaryLabels[c.secondary - 1]?.Label ?? c.secondary}`;
