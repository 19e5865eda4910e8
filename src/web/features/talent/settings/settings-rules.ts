import type { TalentLabel } from '../../../../contract/talent';

/** A label list grown or cut to `n` entries; new entries are empty for the admin to fill in. */
export function resized(labels: TalentLabel[], n: number): TalentLabel[] {
  return Array.from({ length: n }, (_, i) => labels[i] ?? { Label: '', Description: '' });
}
