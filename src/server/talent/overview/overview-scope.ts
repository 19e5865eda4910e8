import { badRequest, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { findIsBelow } from '../../people';
import { ianaOf } from '../../../domain/time-zones';
import { addDays, startOfDayIn } from '../../../domain/periods';
import { NOT_ALLOWED } from '../../../domain/talent/appraisal-rules';
import { seesAllAppraisals, PERSON_NOT_FOUND } from '../../../domain/askers';
import type { AppraisalPeriod } from '../../../contract/talent';
import type { TalentSettings } from '../settings/settings-service';
import { loadTalentYear } from '../appraisal-periods';
import { findEmployee, type EmployeeRow } from '../appraisals/appraisal-queries';
import { QUARTER_NOT_FOUND } from '../appraisals/appraisal-service';
import type { Scope } from './scope';
import type { ScopeQuery } from './overview-queries';

export const CHOOSE_MANAGER = 'Choose whose team to show, or the organisation view (user 0 with c = 1).';

/** The path's three values: the quarter (0: the latest), the person (0: the organisation), the HR-view flag. */
export type OverviewPath = { a: number; b: number; c: number };

export type ResolvedScope = {
  settings: TalentSettings;
  periods: AppraisalPeriod[];
  period: AppraisalPeriod | null;
  person: EmployeeRow | null;
  query: ScopeQuery | null;
};

/**
 * Who may look at which scope: the organisation for HR admins and the CEO; a person's team or everyone below them
 * for that person, anyone above them, and HR admins. Anyone else is told 'You are not authorized!' as a 404: a link to
 * another team reaches nothing, and the session stays (decision 027).
 */
export async function resolveScope(w: Work, path: OverviewPath): Promise<ResolvedScope> {
  const { tx, actor } = w;
  const seesAll = seesAllAppraisals(actor);
  if (path.b === 0 && path.c !== 1) throw badRequest(CHOOSE_MANAGER, 'b');
  let person: EmployeeRow | null = null;
  if (path.b === 0) {
    if (!seesAll) throw notFound(NOT_ALLOWED);
  } else {
    person = await findEmployee(tx, actor.tenantId, path.b);
    if (!person) throw notFound(PERSON_NOT_FOUND);
    const mayLook = seesAll || person.id === actor.userId || (await findIsBelow(tx, actor.tenantId, person.id, actor.userId));
    if (!mayLook) throw notFound(NOT_ALLOWED);
  }
  const { settings, periods } = await loadTalentYear(tx, actor, w.now);
  const period = path.a === 0 ? (periods[0] ?? null) : (periods.find((p) => p.Id === path.a) ?? null);
  if (path.a !== 0 && !period) throw notFound(QUARTER_NOT_FOUND);
  const scope: Scope =
    path.b === 0 ? { kind: 'organisation' } : path.c === 1 ? { kind: 'below', userId: path.b } : { kind: 'team', userId: path.b };
  const zone = ianaOf(settings.company.timeZone);
  const query = period
    ? {
        tenantId: actor.tenantId,
        periodId: period.Id,
        scope,
        joinedBefore: startOfDayIn(addDays(period.EndDate, 1), zone),
        size: settings.PrimaryLabels.length,
      }
    : null;
  return { settings, periods, period, person, query };
}
