// Who reads the 36 answers behind a user manual (issue 28, decision 046). The report — the type, its description,
// the scales and the details — is the company's to read; the answers themselves are how a person described
// themselves, statement by statement, and stay with them and the one person who manages them day to day.

/** The person whose manual it is: their id and their direct manager's (none at the top of the hierarchy). */
export type ManualOwner = { id: number; parentId: number | null };

/**
 * The owner and their direct manager read the answers. Nobody else does: not a manager further up, not the CEO
 * (unless the direct manager), not HR or org admins, not colleagues.
 */
export const seesManualAnswers = (viewerId: number, owner: ManualOwner): boolean =>
  viewerId === owner.id || (owner.parentId !== null && viewerId === owner.parentId);
