import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appraisals, calibrationMoves, calibrations, periods } from '../db/schema';
import { DEFAULT_TALENT_LABELS } from '../../domain/talent/settings-rules';
import { emailOf } from './people';

const DAY = 86_400_000;

/**
 * The moves of the demo's calibration: whose card, who moved it, the new potential (secondary rating; the performance
 * rating stays, as the person's review tells it) and why, oldest first.
 */
const MOVES: { who: string; by: string; secondary: number; reason: string }[] = [
  {
    who: 'Noah Patel',
    by: 'Daniel Cho',
    secondary: 3,
    reason: 'Took over the checkout rewrite mid-quarter and led it to launch: ready for the senior role now.',
  },
  {
    who: 'Mateo Rossi',
    by: 'Sofia Alvarez',
    secondary: 2,
    reason: 'Ramped faster than any SDR before him; an account executive role within a year is realistic.',
  },
  {
    who: 'Ruby Clarke',
    by: "Liam O'Connor",
    secondary: 2,
    reason: 'Runs onboarding for two of our largest accounts on her own; more potential than the first rating showed.',
  },
  {
    who: 'Jack Wilson',
    by: 'Hannah Lee',
    secondary: 2,
    reason: 'Set against the whole company, ready for a broader scope within a year rather than today.',
  },
];

/**
 * A finished calibration of the whole company in the previous quarter (issue 34): opened and closed by the HR admin,
 * with four moves of the managers and HR, each with its reason; the appraisals carry the calibrated ratings.
 */
export async function seedCalibration(tx: Db, d: { tenantId: number; now: Date; people: Map<string, number>; currentIndex: number }) {
  const [period] = await tx
    .select({ id: periods.id, quarter: periods.quarter, year: periods.year })
    .from(periods)
    .where(and(eq(periods.tenantId, d.tenantId), eq(periods.index, d.currentIndex - 1)));
  const hrAdminId = d.people.get(emailOf('Hannah Lee'));
  if (!period || hrAdminId === undefined) return;
  const at = (daysAgo: number) => new Date(d.now.getTime() - daysAgo * DAY);
  const closedAt = at(2);
  const [calibration] = await tx
    .insert(calibrations)
    .values({
      tenantId: d.tenantId,
      periodId: period.id,
      rootUserId: null,
      name: `Q${period.quarter} ${period.year} company calibration`,
      deadline: at(4).toISOString().slice(0, 10),
      state: 'closed',
      openedById: hrAdminId,
      closedById: hrAdminId,
      closedAt,
      createdAt: at(8),
      updatedAt: closedAt,
    })
    .returning({ id: calibrations.id });

  const userIds = MOVES.map((m) => d.people.get(emailOf(m.who))).filter((id): id is number => id !== undefined);
  const rows = await tx
    .select({ id: appraisals.id, userId: appraisals.userId, primary: appraisals.primaryRating, secondary: appraisals.secondaryRating })
    .from(appraisals)
    .where(and(eq(appraisals.tenantId, d.tenantId), eq(appraisals.periodId, period.id), inArray(appraisals.userId, userIds)));
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  const L = DEFAULT_TALENT_LABELS;
  for (const [i, m] of MOVES.entries()) {
    const a = byUser.get(d.people.get(emailOf(m.who)) ?? 0);
    const movedById = d.people.get(emailOf(m.by));
    if (!a || movedById === undefined || a.secondary === m.secondary) continue;
    await tx.insert(calibrationMoves).values({
      tenantId: d.tenantId,
      calibrationId: calibration!.id,
      appraisalId: a.id,
      userId: a.userId,
      fromPrimary: a.primary,
      fromSecondary: a.secondary,
      toPrimary: a.primary,
      toSecondary: m.secondary,
      reason: m.reason,
      movedById,
      createdAt: at(7 - i),
    });
    await tx
      .update(appraisals)
      .set({
        secondaryRating: m.secondary,
        secondaryLabel: L.SecondaryLabels[m.secondary - 1]!.Label,
        calibratedAt: closedAt,
        updatedAt: closedAt,
      })
      .where(and(eq(appraisals.tenantId, d.tenantId), eq(appraisals.id, a.id)));
  }
}
