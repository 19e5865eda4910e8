import type { Work } from '../http/unit-of-work';
import { recordAudit, type AuditRecord } from '../audit';
import { ScimProblem } from '../../domain/scim/problem';

/** A SCIM call's work: the company's transaction, acting for the token's creator, with the token's name to audit. */
export type ScimWork = Work & { tokenName: string; baseUrl: string };

/** What a SCIM call changes of a person is audited as 'scim.user' with the token that did it (decision 071). */
export const auditProvisioning = (w: ScimWork, p: Pick<AuditRecord, 'subjectUserId' | 'before' | 'after'>) =>
  recordAudit(w.tx, {
    tenantId: w.actor.tenantId,
    actorId: w.actor.userId,
    action: 'scim.user',
    subjectUserId: p.subjectUserId,
    before: p.before,
    after: { ...p.after, ScimToken: w.tokenName },
    at: w.now,
  });

/** Trellis's id in a SCIM address; anything else is nobody (404), as another company's ids are. */
export function personIdOf(id: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) throw noSuchUser();
  return Number(id);
}

export const noSuchUser = () => new ScimProblem(404, null, 'No such user.');
