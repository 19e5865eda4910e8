// Who may be asked for peer feedback, and how many (issue 34, decision 077).

/** A colleague as the nomination rules read them. */
export type Colleague = { id: number; active: boolean; observer: boolean };

export type NomineeProblem = 'unknown' | 'self' | 'manager';

/**
 * Why a person cannot give peer feedback about the subject: not an active colleague of the company who takes part in
 * appraisals (observers do not), the subject themself, or the subject's manager (whose view is the appraisal itself).
 */
export function nomineeProblem(subject: { id: number; parentId: number | null }, c: Colleague | undefined): NomineeProblem | null {
  if (!c || !c.active || c.observer) return 'unknown';
  if (c.id === subject.id) return 'self';
  if (c.id === subject.parentId) return 'manager';
  return null;
}

/** The peers a subject's nominations add up to: those still waiting plus those already asked, at most the company's cap. */
export const withinCap = (nominated: number, requested: number, cap: number) => nominated + requested <= cap;

/** Who may approve or change a person's peers: their manager now, or a talent admin, never the person themself. */
export const mayChoosePeers = (actor: { id: number; isTalentAdmin: boolean }, subject: { id: number; parentId: number | null }) =>
  actor.id !== subject.id && (subject.parentId === actor.id || actor.isTalentAdmin);
