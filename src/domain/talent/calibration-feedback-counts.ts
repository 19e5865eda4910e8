// The appraisal compliance reports' feedback columns (issue 34): what was asked about a person, what was given, and
// whether their self-review is in. Peer and upward requests count; a peer still waiting for the manager is not asked.

export type FeedbackCounts = { asked: number; given: number; selfReviewIn: boolean };

const ASKED = new Set(['requested', 'declined', 'submitted']);

/** The counts from a person's requests grouped by kind and state. */
export function countFeedback(groups: { kind: string; state: string; n: number }[]): FeedbackCounts {
  let asked = 0;
  let given = 0;
  let selfReviewIn = false;
  for (const g of groups) {
    if (g.kind === 'self') {
      selfReviewIn ||= g.state === 'submitted';
      continue;
    }
    if (ASKED.has(g.state)) asked += g.n;
    if (g.state === 'submitted') given += g.n;
  }
  return { asked, given, selfReviewIn };
}
