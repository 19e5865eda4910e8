import type { Work } from '../../http/unit-of-work';
import { notFound } from '../../errors';
import { getTenant } from '../../tenants';
import { TALENT_OFF } from '../../../domain/reports/report-access';
import { seesAllAppraisals } from '../../../domain/askers';
import { loadTalentSettings, type TalentSettings } from '../settings/settings-service';
import { inScope, type Scope } from '../overview/scope';

/**
 * Whose appraisals the appraisal reports (6, 7, 10) show: the talent overview's scope. HR admins and the CEO see the
 * whole company, anyone else the people below them (the route guards let only managers and HR admins this far).
 */
export const appraisalScope = (w: Work): Scope =>
  seesAllAppraisals(w.actor) ? { kind: 'organisation' } : { kind: 'below', userId: w.actor.userId };

/**
 * SQL on `u` (users): the people in the viewer's appraisal scope, active and appraised (neither the CEO nor observers),
 * as in the overview. The overview also drops people who joined after a quarter; an appraisal exists only for someone
 * who was there for its quarter, so here the join date is any time before now.
 */
export const appraisedInScope = (w: Work) => inScope(w.actor.tenantId, appraisalScope(w), { joinedBefore: w.now });

/**
 * The company's talent settings, when it holds talent appraisals; otherwise 404 (out of reach, decision 027). The
 * reports' route guards cannot tell (the actor does not carry the switch), so every appraisal report asks here first.
 */
export async function requireTalent(w: Work): Promise<TalentSettings> {
  const t = await getTenant(w.tx, w.actor.tenantId);
  if (!t.talentEnabled) throw notFound(TALENT_OFF);
  return loadTalentSettings(w.tx, w.actor);
}
