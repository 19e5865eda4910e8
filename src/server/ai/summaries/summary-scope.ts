import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findPerson } from '../../people';
import type { KeptFacts } from './summary-store';
import type { QuarterSource, YearSource } from './summary-writer';
import {
  findCompanyGoals,
  findEndedPeriods,
  findPeriod,
  findSourceGoals,
  periodName,
  toSummaryPeriod,
  type PeriodRow,
  type SourceGoal,
} from './summary-source';
import { PERSON_NOT_FOUND } from '../../../domain/askers';
import { quarterTrend } from '../../../domain/ai/quarter-trend';
import type { SummaryTrendWeek } from '../../../contract/ai-summaries';

// What one summary is written from, and the facts kept with it, read in one tenant transaction.

export const PERIOD_GONE = 'This quarter was not found.';
const strip = <T extends { facts: unknown }>({ facts: _, ...goal }: T) => goal;
/** The quarter's weekly trend, kept with the summary for its slides. */
const trendOf = (goals: SourceGoal[]): SummaryTrendWeek[] =>
  quarterTrend(goals.map((g) => g.facts)).map((w) => ({ Week: w.week, Likelihood: w.likelihood, Quality: w.quality, Goals: w.goals }));

/** The person a summary is about, as its facts keep them. */
async function findUser(tx: Db, tenantId: number, userId: number) {
  const person = await findPerson(tx, tenantId, userId);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  return { Id: person.id, Name: person.name, JobTitle: person.jobTitle };
}

export async function loadQuarter(
  tx: Db,
  tenantId: number,
  userId: number,
  period: PeriodRow,
  forWhom: 1 | 2,
): Promise<{ source: QuarterSource; facts: KeptFacts }> {
  const person = await findUser(tx, tenantId, userId);
  const goals = await findSourceGoals(tx, tenantId, userId, period);
  const companyGoals = await findCompanyGoals(tx, tenantId, period.id);
  return {
    source: { personId: userId, person: person.Name, periodName: periodName(period), forWhom, goals, companyGoals },
    facts: {
      User: person,
      Context: { Period: toSummaryPeriod(period), Goals: goals.map(strip), Trend: trendOf(goals), Quarters: [] },
      CompanyGoals: companyGoals,
    },
  };
}

export async function loadQuarterById(tx: Db, tenantId: number, userId: number, periodId: number, forWhom: 1 | 2) {
  const period = await findPeriod(tx, tenantId, periodId);
  if (!period) throw notFound(PERIOD_GONE);
  return loadQuarter(tx, tenantId, userId, period, forWhom);
}

/** The ended quarters of a calendar year (by their start), earliest first. */
export async function endedQuartersOf(tx: Db, tenantId: number, year: number, today: string): Promise<PeriodRow[]> {
  return (await findEndedPeriods(tx, tenantId, today)).filter((p) => p.year === year).reverse();
}

export async function loadYear(
  tx: Db,
  tenantId: number,
  userId: number,
  year: number,
  today: string,
  forWhom: 1 | 2,
): Promise<{ source: YearSource; facts: KeptFacts }> {
  const person = await findUser(tx, tenantId, userId);
  const quarters = [];
  for (const period of await endedQuartersOf(tx, tenantId, year, today)) {
    quarters.push({ period, goals: await findSourceGoals(tx, tenantId, userId, period) });
  }
  return {
    source: {
      person: person.Name,
      year,
      forWhom,
      quarters: quarters.map((q) => ({ periodId: q.period.id, name: periodName(q.period), goals: q.goals })),
    },
    facts: {
      User: person,
      Context: {
        Period: null,
        Goals: [],
        Quarters: quarters.map((q) => ({
          PeriodId: q.period.id,
          Name: periodName(q.period),
          Goals: q.goals.map(strip),
          Trend: trendOf(q.goals),
        })),
      },
      CompanyGoals: [],
    },
  };
}
