import { AppError, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { tenantToday } from '../../periods';
import { ianaOf } from '../../../domain/time-zones';
import { addDays, startOfDayIn } from '../../../domain/periods';
import { isTalentAdmin } from '../../../domain/askers';
import {
  CALIBRATION_NOT_FOUND,
  takesPart,
  type CalibrationDecision,
  type CalibrationState,
} from '../../../domain/talent/calibration-rules';
import { loadTalentSettings, type TalentSettings } from '../settings/settings-service';
import { findPeriod } from '../appraisals/appraisal-queries';
import { findCalibrationRow, findManagesInPart, type CalibrationRow, type PartQuery } from './calibration-queries';

type PeriodRow = NonNullable<Awaited<ReturnType<typeof findPeriod>>>;

/** A calibration as its participant acts on it: its row and quarter, the company's labels and today, and the part's query. */
export type LoadedCalibration = {
  c: CalibrationRow & { state: CalibrationState };
  period: PeriodRow;
  settings: TalentSettings;
  part: PartQuery;
  isAdmin: boolean;
  today: string;
};

/** The part's query of a quarter: who is appraised for it is counted as the talent overview counts them. */
export function partQuery(settings: TalentSettings, period: { id: number; endDate: string }, rootUserId: number | null): PartQuery {
  return {
    tenantId: settings.tenantId,
    periodId: period.id,
    rootUserId,
    joinedBefore: startOfDayIn(addDays(period.endDate, 1), ianaOf(settings.company.timeZone)),
    size: settings.PrimaryLabels.length,
  };
}

export function refuse(d: CalibrationDecision): void {
  if (!d.ok) throw new AppError(d.status === 404 ? 'not_found' : 'conflict', d.message);
}

/** Loads a calibration for someone who takes part in it; anyone else (and another company) is told it was not found. */
export async function loadCalibration(w: Work, id: number): Promise<LoadedCalibration> {
  const { tx, actor } = w;
  const c = await findCalibrationRow(tx, actor.tenantId, id);
  if (!c) throw notFound(CALIBRATION_NOT_FOUND);
  const [period, settings] = [(await findPeriod(tx, actor.tenantId, c.periodId))!, await loadTalentSettings(tx, actor)];
  const part = partQuery(settings, period, c.rootUserId);
  const isAdmin = isTalentAdmin(actor);
  const managesSomeoneInPart = !isAdmin && (await findManagesInPart(tx, part, actor.userId));
  if (!takesPart({ isTalentAdmin: isAdmin, managesSomeoneInPart })) throw notFound(CALIBRATION_NOT_FOUND);
  const today = tenantToday(settings.company, w.now);
  return { c: c as LoadedCalibration['c'], period, settings, part, isAdmin, today };
}
