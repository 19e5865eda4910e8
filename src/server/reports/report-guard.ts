import { guard, type Actor, type Guard } from '../http/access';
import { mayUseReport, type ReportId } from '../../domain/reports/report-access';

// The actor does not say whether the company holds talent appraisals: the guard decides by role as if it did (which
// changes nothing for the other reports), and the appraisal reports' services refuse when it does not
// (talent's requireTalent).
const asker = (a: Actor) => ({ roleName: a.roleName, isOrgAdmin: a.isOrgAdmin, isHrAdmin: a.isHrAdmin, talentEnabled: true });

/** The guard of a report's routes: spec 001 §6 'Reports visibility' for its id. */
export const mayUse = (id: ReportId): Guard => guard(`may use report ${id}`, (a) => mayUseReport(asker(a), id));
