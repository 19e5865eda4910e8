import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { periods, users } from '../../db/schema';
import { notFound } from '../../errors';
import { loadGoalView, type ViewerWork } from '../../goals';
import { PERIOD_NOT_FOUND } from '../../periods';
import { quarterLabel } from '../../../domain/periods';
import type { FunctionalArea } from '../../../domain/ai/goal-templates';
import type { GoalPeriod } from '../../../domain/ai/goal-dates';
import type { GoalType } from '../../../domain/goals/states';
import type { GoalSuggestRequest } from '../../../contract/ai';
import { PERSON_NOT_FOUND } from '../../../domain/askers';

/** Everything a goal-writing prompt may hold: the caller's own words and what they can see, nothing else. */
export type GoalWritingFacts = {
  area: FunctionalArea;
  goalType: GoalType;
  quarterLabel: string;
  /** The quarter's own dates, and today in the company's zone: the built-in writer names no day already past. */
  period: GoalPeriod;
  today: string;
  parentTitle: string | null;
  moreContext: string | null;
  additionalContext: string | null;
  pastTitles: string[];
};

/** The request's facts: its quarter and owner in the caller's company, its parent goal only if the caller sees it (404 otherwise). */
export async function loadGoalWritingFacts(w: ViewerWork, input: z.output<typeof GoalSuggestRequest>): Promise<GoalWritingFacts> {
  const { tx, viewer } = w;
  const [period] = await tx
    .select({ quarter: periods.quarter, year: periods.year, startDate: periods.startDate, endDate: periods.endDate })
    .from(periods)
    .where(and(eq(periods.tenantId, viewer.tenantId), eq(periods.id, input.Quarter)));
  if (!period) throw notFound(PERIOD_NOT_FOUND, 'Quarter');
  if (input.goalOwner) {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, viewer.tenantId), eq(users.id, input.goalOwner)));
    if (!owner) throw notFound(PERSON_NOT_FOUND, 'goalOwner');
  }
  const parent = input.ParentId ? await loadGoalView(tx, viewer, input.ParentId) : null;
  return {
    area: input.Category,
    goalType: viewer.goalType,
    quarterLabel: quarterLabel(period),
    period,
    today: viewer.today,
    parentTitle: parent?.row.title ?? null,
    moreContext: input.MoreContext || null,
    additionalContext: input.AdditionalContext || null,
    pastTitles: input.pastTitles,
  };
}
